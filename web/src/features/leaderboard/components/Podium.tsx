import { displayName, type LeaderboardEntry } from "@app/domain";
import { memo } from "react";
import { Avatar } from "../../../components/ui/Avatar";
import { PlayerBadges } from "../../../components/ui/PlayerBadges";
import { PlayerName } from "../../../components/ui/PlayerName";
import { podiumStyle, RankBadge } from "../../../components/ui/RankBadge";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";
import { Link } from "../../../lib/router";

/** First place in the middle and tallest, second at the start, third at the end (mirrored in RTL). */
const PLACES = [
  { cell: "col-start-2", platform: "h-24 md:h-28" },
  { cell: "col-start-1", platform: "h-16 md:h-20" },
  { cell: "col-start-3", platform: "h-12 md:h-14" },
];

/** The top three on a podium (with their live points in the live table); read in rank order by screen readers. */
export const Podium = memo(function Podium({ entries, myId }: { entries: LeaderboardEntry[]; myId: string }) {
  const { t } = useTranslation("leaderboard");
  const top = entries.slice(0, 3);
  return (
    <section aria-labelledby="podium-title" className="mb-6">
      <h2 id="podium-title" className="sr-only">
        {t("podium")}
      </h2>
      <ol className="grid grid-cols-3 items-end gap-2 md:mx-auto md:max-w-2xl md:gap-4">
        {top.map((entry, index) => {
          const name = displayName(entry);
          return (
            <li
              key={entry._id}
              className={cn("relative row-start-1 flex min-w-0 flex-col items-center text-center", PLACES[index].cell)}
            >
              <RankBadge rank={entry.rank} size="lg" className="mb-2 shadow-sm" />
              <Avatar name={name} size={index === 0 ? "lg" : "md"} className="ring-4 ring-white" />
              <Link
                to={`/user/${entry._id}`}
                className="mt-2 w-full rounded text-sm font-bold text-slate-900 after:absolute after:inset-0 after:content-[''] hover:underline md:text-base"
              >
                <PlayerName name={name} />
              </Link>
              <p className="text-sm text-slate-700">
                <span className="font-extrabold tabular-nums">{entry.totalPoints + (entry.livePoints ?? 0)}</span>{" "}
                {t("pointsShort")}
              </p>
              <div className="mt-1 flex min-h-6 flex-wrap justify-center gap-1">
                <PlayerBadges rank={entry.rank} points={entry.totalPoints + (entry.livePoints ?? 0)} isMe={entry._id === myId} />
              </div>
              <div
                aria-hidden="true"
                className={cn(
                  "mt-2 grid w-full place-items-center rounded-t-xl text-2xl font-black tabular-nums shadow-inner",
                  PLACES[index].platform,
                  podiumStyle(entry.rank)?.platform ?? "bg-slate-200 text-slate-800",
                )}
              >
                {entry.rank}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
});
