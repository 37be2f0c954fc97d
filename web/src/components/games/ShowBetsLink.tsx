import { Users } from "lucide-react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";
import { LinkButton } from "../ui/Button";

/** 'Show User Bets': a secondary button to /games/{gameId}/bets, on one line (a card's row wraps whole buttons). */
export function ShowBetsLink({ gameId, className }: { gameId: string; className?: string }) {
  const { t } = useTranslation("games");
  return (
    <LinkButton
      to={`/games/${gameId}/bets`}
      variant="secondary"
      size="sm"
      icon={Users}
      className={cn("whitespace-nowrap", className)}
    >
      {t("actions.showBets")}
    </LinkButton>
  );
}
