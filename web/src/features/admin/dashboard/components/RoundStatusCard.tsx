import type { RoundUserRow } from "@app/domain";
import { displayName } from "@app/domain";
import { CircleCheck, CircleDashed, CircleX, ClipboardCheck, type LucideIcon, UserCheck, UserX } from "lucide-react";
import { Badge, type BadgeTone } from "../../../../components/ui/Badge";
import { LinkButton } from "../../../../components/ui/Button";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { Select } from "../../../../components/ui/Field";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";
import { useSearchParams } from "../../../../lib/router";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useRounds } from "../../shared/api";
import { useRoundStatus } from "../api";

const STATUS: Record<RoundUserRow["status"], { tone: BadgeTone; icon: LucideIcon; label: string; bar: string }> = {
  none: { tone: "danger", icon: CircleX, label: "dashboard.round.none", bar: "bg-red-500" },
  partial: { tone: "warning", icon: CircleDashed, label: "dashboard.round.partial", bar: "bg-amber-500" },
  complete: { tone: "success", icon: CircleCheck, label: "dashboard.round.complete", bar: "bg-emerald-600" },
};

/**
 * Betting status of one round (docs/rules.md "Rounds"): the round comes from the ?round= parameter (kept on reload),
 * else the first round in natural order.
 */
export function RoundStatusCard() {
  const { t } = useTranslation("admin");
  const [searchParams, setSearchParams] = useSearchParams();
  const rounds = useRounds();
  const list = rounds.data?.rounds ?? [];
  const wanted = searchParams.get("round");
  const round = wanted !== null && list.includes(wanted) ? wanted : (list[0] ?? null);
  const status = useRoundStatus(round);
  useLoadErrorToast(rounds.error, t("dashboard.roundsFailed"));
  useLoadErrorToast(status.error, t("dashboard.roundStatusFailed"));

  const body = () => {
    if (rounds.isPending) return <Loading />;
    if (rounds.isError) return <LoadError message={t("dashboard.roundsFailed")} onRetry={() => rounds.refetch()} />;
    if (round === null) {
      return (
        <EmptyState
          icon={ClipboardCheck}
          title={t("dashboard.round.noRounds")}
          hint={t("dashboard.round.noRoundsHint")}
          action={<LinkButton to="/admin/games">{t("games.title")}</LinkButton>}
        />
      );
    }
    return (
      <>
        <Select
          label={t("dashboard.round.select")}
          value={round}
          onChange={(e) => setSearchParams({ round: e.target.value }, { replace: true })}
          fieldClassName="mb-4 sm:w-72"
        >
          {list.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
        {status.isPending ? (
          <Loading />
        ) : status.isError ? (
          <LoadError message={t("dashboard.roundStatusFailed")} onRetry={() => status.refetch()} />
        ) : (
          <>
            <dl className="mb-4 grid grid-cols-3 gap-2">
              <Summary label={t("dashboard.round.totalGames")} value={status.data.totalGames} icon={ClipboardCheck} />
              <Summary label={t("dashboard.round.betAll")} value={status.data.usersBetAll} icon={UserCheck} />
              <Summary label={t("dashboard.round.noBets")} value={status.data.usersWithNoBets} icon={UserX} />
            </dl>
            <ul className="flex flex-col divide-y divide-slate-100" aria-label={t("dashboard.round.usersLabel", { round })}>
              {status.data.users.map((user) => (
                <UserProgress key={user._id} user={user} />
              ))}
            </ul>
          </>
        )}
      </>
    );
  };

  return (
    <Card as="section" aria-labelledby="round-status-title">
      <CardHeader
        title={<span id="round-status-title">{t("dashboard.round.title")}</span>}
        description={t("dashboard.round.description")}
        icon={ClipboardCheck}
      />
      {body()}
    </Card>
  );
}

function Summary({ label, value, icon: Icon }: { label: string; value: number; icon: LucideIcon }) {
  return (
    <div className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl bg-slate-50 p-3 text-center">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="flex flex-col items-center gap-1">
        <Icon className="size-5 text-emerald-700" aria-hidden="true" />
        <span className="text-2xl font-extrabold tabular-nums text-slate-900">{value}</span>
      </dd>
    </div>
  );
}

function UserProgress({ user }: { user: RoundUserRow }) {
  const { t } = useTranslation("admin");
  const name = displayName(user);
  const { tone, icon, label, bar } = STATUS[user.status];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-2">
        <span className="min-w-0 font-semibold break-words text-slate-900">{name}</span>
        <code
          dir="ltr"
          className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-600"
          title={t("dashboard.round.userId")}
        >
          #{user._id.slice(-6)}
        </code>
      </div>
      <div className="flex items-center gap-3 sm:w-80">
        <span className="w-20 shrink-0 text-sm font-medium tabular-nums text-slate-700">
          {t("dashboard.round.progress", { bets: user.bets, games: user.games })}
        </span>
        <div
          role="progressbar"
          aria-label={t("dashboard.round.percentLabel", { name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={user.percent}
          className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className={cn("h-full rounded-full", bar)} style={{ width: `${user.percent}%` }} />
        </div>
        <span className="w-10 shrink-0 text-end text-sm font-semibold tabular-nums text-slate-800">{user.percent}%</span>
        <Badge tone={tone} icon={icon} className="shrink-0">
          {t(label)}
        </Badge>
      </div>
    </li>
  );
}
