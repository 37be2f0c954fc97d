import type { AuditEntry, AuditValue } from "@app/domain";
import { History } from "lucide-react";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { formatDateTime } from "../../../../lib/dates";
import { useGameAudit } from "../api";

/**
 * The game's history (docs/rules.md "Fixtures, feed and audit"): every change of its result, lock or live score,
 * newest first, with who made it (a player's name, or the results feed) and when.
 */
export function GameAuditLog({ gameId }: { gameId: string }) {
  const { t, i18n } = useTranslation("fixtures");
  const audit = useGameAudit(gameId);

  const value = (field: AuditEntry["field"], shown: AuditValue) => {
    if (field === "lock") return shown ? t("audit.locked") : t("audit.unlocked");
    return typeof shown === "string" ? shown : t("audit.none");
  };
  const who = (entry: AuditEntry) => (entry.by === "feed" ? t("audit.feed") : (entry.byName ?? t("audit.unknownUser")));

  const content = () => {
    if (audit.isPending) return <Loading />;
    if (audit.isError) return <LoadError message={t("audit.loadFailed")} onRetry={() => audit.refetch()} />;
    if (audit.data.entries.length === 0) return <p className="text-sm text-slate-600">{t("audit.empty")}</p>;
    return (
      <ol className="flex flex-col gap-2">
        {[...audit.data.entries].reverse().map((entry) => (
          <li
            key={`${entry.at}-${entry.field}-${entry.by}`}
            className="flex flex-col gap-0.5 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-3"
          >
            <span className="font-semibold">{t(`audit.field.${entry.field}`)}</span>
            <span dir="ltr" className="tabular-nums">
              <bdi>{value(entry.field, entry.from)}</bdi> → <bdi>{value(entry.field, entry.to)}</bdi>
            </span>
            <span className="text-slate-600">
              <bdi>{who(entry)}</bdi> · <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
            </span>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <section aria-labelledby="game-audit-title" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="game-audit-title" className="mb-2 flex items-center gap-2 font-bold text-slate-900">
        <History className="size-5 shrink-0" aria-hidden="true" />
        {t("audit.title")}
      </h3>
      {content()}
    </section>
  );
}
