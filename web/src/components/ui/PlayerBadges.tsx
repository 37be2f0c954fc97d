import { Crown, UserRound } from "lucide-react";
import { useTranslation } from "../../i18n";
import { Badge } from "./Badge";

/**
 * 'You' on the signed-in player and 'champion' on rank 1 (every player tied on top), once the top has a point: in a
 * table nobody has scored in yet (a league made a minute ago, a new season) everyone shares rank 1 and no one leads.
 */
export function PlayerBadges({ rank, points, isMe }: { rank: number; points: number; isMe: boolean }) {
  const { t } = useTranslation("leaderboard");
  return (
    <>
      {isMe && (
        <Badge tone="success" icon={UserRound}>
          {t("you")}
        </Badge>
      )}
      {rank === 1 && points > 0 && (
        <Badge tone="gold" icon={Crown} className="capitalize">
          {t("champion")}
        </Badge>
      )}
    </>
  );
}
