import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../ui/Button";

/** 'Show User Bets': a secondary button to /games/{gameId}/bets. */
export function ShowBetsLink({ gameId, className }: { gameId: string; className?: string }) {
  const { t } = useTranslation("games");
  return (
    <LinkButton to={`/games/${gameId}/bets`} variant="secondary" size="sm" icon={Users} className={className}>
      {t("actions.showBets")}
    </LinkButton>
  );
}
