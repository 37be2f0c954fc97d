import { displayName, type LeaderboardEntry, type RoundWinner } from "@app/domain";
import { Trophy } from "lucide-react";
import { Avatar } from "../../../components/ui/Avatar";
import { Card, CardHeader } from "../../../components/ui/Card";
import { PlayerName } from "../../../components/ui/PlayerName";
import { useTranslation } from "../../../i18n";
import { Link } from "../../../lib/router";

/** The winners of a round (every player tied first), each with the round's points and a link to the profile. */
export function RoundWinnersList({ winners }: { winners: RoundWinner[] }) {
  const { t } = useTranslation("leaderboard");
  return (
    <ul className="flex flex-col gap-2">
      {winners.map((winner) => {
        const name = displayName(winner);
        return (
          <li
            key={winner._id}
            className="relative flex items-center gap-3 rounded-xl bg-yellow-50 px-3 py-2 ring-1 ring-yellow-300"
          >
            <Trophy className="size-5 shrink-0 text-yellow-700" aria-hidden="true" />
            <Avatar name={name} size="sm" />
            <Link
              to={`/user/${winner._id}`}
              className="min-w-0 flex-1 rounded font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              <PlayerName name={name} />
            </Link>
            <span className="shrink-0 text-sm font-bold text-slate-800 tabular-nums">
              {t("winners.points", { points: winner.points })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Above a finished round's table: its winners, or that nobody scored a point in it. */
export function RoundWinnersCard({ round, winners }: { round: string; winners: RoundWinner[] }) {
  const { t } = useTranslation("leaderboard");
  return (
    <Card as="section" aria-labelledby="round-winners-title" className="mb-6">
      <CardHeader title={<span id="round-winners-title">{t("winners.title", { round })}</span>} icon={Trophy} />
      {winners.length > 0 ? (
        <RoundWinnersList winners={winners} />
      ) : (
        <p className="text-sm text-slate-600">{t("winners.none")}</p>
      )}
    </Card>
  );
}

/**
 * Above a finished competition's table (docs/rules.md "Competitions"): it is final, and its winners are every player
 * ranked first with a point (equal points share a rank).
 */
export function FinalTableCard({ name, entries }: { name: string; entries: LeaderboardEntry[] }) {
  const { t } = useTranslation("competitions");
  // By scored points, as the table without live points ranks: a finished competition's result is final.
  const top = Math.max(0, ...entries.map((entry) => entry.totalPoints));
  const winners = entries
    .filter((entry) => top > 0 && entry.totalPoints === top)
    .map((entry) => ({ _id: entry._id, fullName: entry.fullName, username: entry.username, points: entry.totalPoints }));
  return (
    <Card as="section" aria-labelledby="final-table-title" className="mb-6" data-testid="final-table">
      <CardHeader
        title={<span id="final-table-title">{t("final.winners", { name })}</span>}
        description={t("final.notice", { name })}
        icon={Trophy}
      />
      {winners.length > 0 ? (
        <RoundWinnersList winners={winners} />
      ) : (
        <p className="text-sm text-slate-600">{t("final.noWinners", { name })}</p>
      )}
    </Card>
  );
}
