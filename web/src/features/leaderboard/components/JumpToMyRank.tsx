import { LocateFixed } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { useTranslation } from "../../../i18n";
import { cn } from "../../../lib/cn";

/**
 * Brings the signed-in player's row into view; it names the rank when known before the row is loaded. In the page's
 * flow above the podium, not floating: a floating pill covered podium names and rows' points (issue 27 item 11). While
 * the row is in view it is hidden but keeps its place, so nothing moves under the player's eyes.
 */
export function JumpToMyRank({
  rank,
  busy,
  hidden,
  onJump,
}: {
  rank: number | undefined;
  busy: boolean;
  hidden: boolean;
  onJump: () => void;
}) {
  const { t } = useTranslation("leaderboard");
  return (
    <div className={cn("mb-4 flex justify-center", hidden && "invisible")}>
      <Button icon={LocateFixed} loading={busy} onClick={onJump} className="rounded-full shadow-sm">
        {t("jumpToMe")}
        {rank !== undefined && (
          <span className="rounded-full bg-emerald-950 px-2 py-0.5 text-sm text-white tabular-nums">#{rank}</span>
        )}
      </Button>
    </div>
  );
}
