import { displayName, type LeaderboardEntry } from "@app/domain";
import type { Ref } from "react";
import { memo } from "react";
import { Avatar } from "../../../components/ui/Avatar";
import { PlayerBadges } from "../../../components/ui/PlayerBadges";
import { PlayerName } from "../../../components/ui/PlayerName";
import { RankBadge } from "../../../components/ui/RankBadge";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { formatDecimal } from "../../../lib/numbers";
import { Link } from "../../../lib/router";
import { RankChange } from "./RankChange";

/** Rank | player | points | bets | accuracy from 768px; below it bets and accuracy sit under the name. */
const columns = "grid-cols-[auto_minmax(0,1fr)_auto] md:grid-cols-[4.5rem_minmax(0,1fr)_6rem_6rem_6rem]";

export function formatAccuracy(accuracy: number): string {
  return formatDecimal(accuracy);
}

/** Column titles, shown from 768px (each cell also carries its own label for screen readers and phones). */
export const LeaderboardHeader = memo(function LeaderboardHeader() {
  const { t } = useTranslation("leaderboard");
  return (
    <div
      aria-hidden="true"
      className={cn(
        "hidden gap-x-3 border-b border-slate-200 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid",
        columns,
      )}
    >
      <span>{t("columns.rank")}</span>
      <span>{t("columns.player")}</span>
      <span className="text-end">{t("columns.points")}</span>
      <span className="text-end">{t("columns.bets")}</span>
      <span className="text-end">{t("columns.accuracy")}</span>
    </div>
  );
});

export interface LeaderboardRowProps {
  entry: LeaderboardEntry;
  isMe: boolean;
  /** Set on the signed-in player's row, for 'Jump to my rank'. */
  rowRef?: Ref<HTMLLIElement>;
  /** Set on the signed-in player's name link, which takes the focus after a jump. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * One ranked player; the whole row opens the profile (the name is the link, stretched over the row). In the live table
 * the rank carries its change and the points include the live points.
 */
export const LeaderboardRow = memo(function LeaderboardRow({ entry, isMe, rowRef, linkRef }: LeaderboardRowProps) {
  const { t } = useTranslation("leaderboard");
  const name = displayName(entry);
  // The live table ranks by points plus live points, so that is the number shown; the live part is named under it.
  const livePoints = entry.livePoints ?? 0;
  return (
    <li
      ref={rowRef}
      aria-current={isMe ? "true" : undefined}
      className={cn(
        "relative grid scroll-my-24 items-center gap-x-3 gap-y-0.5 px-3 py-3 md:px-4",
        columns,
        isMe ? "bg-emerald-50 ring-2 ring-emerald-600 ring-inset" : "hover:bg-slate-50",
      )}
    >
      <div className="row-span-2 flex flex-col items-center gap-0.5 md:row-span-1 md:items-start">
        <RankBadge rank={entry.rank} />
        {entry.rankChange !== undefined && <RankChange change={entry.rankChange} />}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <Avatar name={name} size="sm" className="hidden sm:grid" />
        <Link
          ref={linkRef}
          to={`/user/${entry._id}`}
          className="min-w-0 rounded font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          <PlayerName name={name} />
        </Link>
        <PlayerBadges rank={entry.rank} points={entry.totalPoints + livePoints} isMe={isMe} />
      </div>
      <div className="row-span-2 text-end md:row-span-1">
        <p>
          <span className="text-xl font-extrabold text-slate-900 tabular-nums">{entry.totalPoints + livePoints}</span>{" "}
          <span className="text-xs font-medium text-slate-600">{t("pointsShort")}</span>
        </p>
        <LeaguePointsParts entry={entry} />
        {livePoints > 0 && (
          <p className="text-xs font-semibold text-red-800">
            <span aria-hidden="true">{t("livePoints", { points: livePoints })}</span>
            <span className="sr-only">{t("livePointsLabel", { points: livePoints })}</span>
          </p>
        )}
      </div>
      <div className="col-start-2 flex flex-wrap gap-x-3 text-sm text-slate-600 tabular-nums md:contents">
        <p className="md:text-end">
          <span className="md:sr-only">{t("columns.bets")} </span>
          {entry.totalBets}
        </p>
        <p className="md:text-end">
          <span className="md:sr-only">{t("columns.accuracy")} </span>
          {t("percent", { value: formatAccuracy(entry.accuracy) })}
        </p>
      </div>
    </li>
  );
});

/** A league row's joker and bonus points, both already inside its total (docs/rules.md "A league's own rules"). */
function LeaguePointsParts({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation("leaderboard");
  const parts = [
    entry.jokerPoints ? t("jokerPoints", { points: entry.jokerPoints }) : null,
    entry.bonusPoints ? t("bonusPoints", { points: entry.bonusPoints }) : null,
  ].filter((part) => part !== null);
  return parts.map((part) => (
    <p key={part} className="text-xs font-semibold whitespace-nowrap text-amber-900">
      {part}
    </p>
  ));
}
