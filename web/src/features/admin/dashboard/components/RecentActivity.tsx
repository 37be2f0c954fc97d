import { type Game, parseFinalResult } from "@app/domain";
import { CalendarPlus, History, type LucideIcon, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../../../components/ui/Badge";
import { Card, CardHeader } from "../../../../components/ui/Card";
import { LoadError } from "../../../../components/ui/LoadError";
import { Loading } from "../../../../components/ui/Loading";
import { ScoreBadge } from "../../../../components/ui/ScoreBadge";
import { useTranslation } from "../../../../i18n";
import { formatKickoff } from "../../../../lib/dates";
import { useLoadErrorToast } from "../../../../lib/useLoadErrorToast";
import { useAllGames } from "../../shared/api";
import { Matchup } from "../../shared/components/Matchup";
import { latestAdded, latestResults } from "../recentActivity";

const SHOWN = 5;

/** The latest results and the games added last (from GET /games). */
export function RecentActivity() {
  const { t } = useTranslation("admin");
  const games = useAllGames();
  useLoadErrorToast(games.error, t("games.loadFailed"));

  const content = () => {
    if (games.isPending) return <Loading />;
    if (games.isError) return <LoadError message={t("games.loadFailed")} onRetry={() => games.refetch()} />;
    const results = latestResults(games.data, SHOWN);
    const added = latestAdded(games.data, SHOWN);
    return (
      <div className="flex flex-col gap-5">
        <ActivityList icon={Trophy} title={t("dashboard.activity.results")} empty={t("dashboard.activity.noResults")}>
          {results.map((game) => {
            const score = parseFinalResult(game.finalResult);
            return (
              <ActivityItem key={game._id} game={game}>
                {score && <ScoreBadge home={score.homeScore} away={score.awayScore} size="sm" />}
              </ActivityItem>
            );
          })}
        </ActivityList>
        <ActivityList icon={CalendarPlus} title={t("dashboard.activity.added")} empty={t("dashboard.activity.noGames")}>
          {added.map((game) => (
            <ActivityItem key={game._id} game={game}>
              {game.round && <Badge tone="info">{game.round}</Badge>}
            </ActivityItem>
          ))}
        </ActivityList>
      </div>
    );
  };

  return (
    <Card as="section" aria-labelledby="activity-title">
      <CardHeader title={<span id="activity-title">{t("dashboard.activity.title")}</span>} icon={History} />
      {content()}
    </Card>
  );
}

function ActivityList({
  icon: Icon,
  title,
  empty,
  children,
}: {
  icon: LucideIcon;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
        <Icon className="size-4 text-emerald-700" aria-hidden="true" />
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">{children}</ul>
      )}
    </div>
  );
}

function ActivityItem({ game, children }: { game: Game; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2.5">
      <div className="min-w-0">
        <Matchup home={game.homeGroupId} away={game.awayGroupId} className="text-sm" />
        <p className="mt-0.5 text-xs tabular-nums text-slate-600">{formatKickoff(game.date, game.hour)}</p>
      </div>
      {children}
    </li>
  );
}
