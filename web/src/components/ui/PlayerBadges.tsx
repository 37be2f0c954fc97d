import { Crown, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "./Badge";

/** 'You' on the signed-in player and 'champion' on rank 1 (every player tied on top). */
export function PlayerBadges({ rank, isMe }: { rank: number; isMe: boolean }) {
  const { t } = useTranslation("leaderboard");
  return (
    <>
      {isMe && (
        <Badge tone="success" icon={UserRound}>
          {t("you")}
        </Badge>
      )}
      {rank === 1 && (
        <Badge tone="gold" icon={Crown} className="capitalize">
          {t("champion")}
        </Badge>
      )}
    </>
  );
}
