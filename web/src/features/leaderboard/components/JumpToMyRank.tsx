import { LocateFixed } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";

/**
 * A floating pill that brings the signed-in player's row into view (shown while no part of that row is in view); it
 * names the rank when known before the row is loaded.
 */
export function JumpToMyRank({ rank, busy, onJump }: { rank: number | undefined; busy: boolean; onJump: () => void }) {
  const { t } = useTranslation("leaderboard");
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-20 flex justify-center px-4">
      <Button icon={LocateFixed} loading={busy} onClick={onJump} className="pointer-events-auto rounded-full shadow-lg">
        {t("jumpToMe")}
        {rank !== undefined && (
          <span className="rounded-full bg-emerald-950 px-2 py-0.5 text-sm text-white tabular-nums">#{rank}</span>
        )}
      </Button>
    </div>
  );
}
