import { displayName, type PublicUser } from "@app/domain";
import type { OutcomeCounts } from "@app/domain/users";
import { Hash, Target, Trophy } from "lucide-react";
import { RateCards } from "../../../components/stats/RateCards";
import { Avatar } from "../../../components/ui/Avatar";
import { Card } from "../../../components/ui/Card";
import { PlayerBadges } from "../../../components/ui/PlayerBadges";
import { PlayerName } from "../../../components/ui/PlayerName";
import { RankBadge } from "../../../components/ui/RankBadge";
import { StatCard } from "../../../components/ui/StatCard";
import { useTranslation } from "../../../i18n";

export interface ProfileNumbers {
  points: number;
  bets: number;
  /** How the player's bets ended (accuracy and hit rate come from them), or undefined while unknown. */
  outcomes: OutcomeCounts | undefined;
  /** Null when no stats source answered. */
  rank: number | null;
}

/** The player's name, badges and numbers: points, bets, accuracy, hit rate, rank. */
export function ProfileHero({ user, numbers, isMe }: { user: PublicUser; numbers: ProfileNumbers; isMe: boolean }) {
  const { t } = useTranslation("profile");
  const name = displayName(user);
  return (
    <Card as="section" aria-labelledby="player-name" className="mb-6">
      <div className="mb-5 flex items-center gap-4">
        <Avatar name={name} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 id="player-name" className="text-xl font-extrabold text-slate-900 md:text-2xl">
            <PlayerName name={name} />
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <PlayerBadges rank={numbers.rank ?? 0} points={numbers.points} isMe={isMe} />
          </div>
        </div>
        {numbers.rank !== null && <RankBadge rank={numbers.rank} size="lg" />}
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <StatCard label={t("stats.points")} value={numbers.points} icon={Trophy} accent="amber" />
        <StatCard label={t("stats.bets")} value={numbers.bets} icon={Target} accent="blue" />
        <RateCards points={numbers.points} outcomes={numbers.outcomes} />
        <StatCard
          label={t("stats.rank")}
          value={numbers.rank === null ? "–" : t("stats.rankValue", { rank: numbers.rank })}
          icon={Hash}
          accent="violet"
        />
      </dl>
    </Card>
  );
}
