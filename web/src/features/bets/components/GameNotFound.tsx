import { CalendarClock, SearchX } from "lucide-react";
import { LinkButton } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { useTranslation } from "../../../i18n";

/** 'Game not found' (unknown or malformed game id) with a way back to the upcoming games. */
export function GameNotFound() {
  const { t } = useTranslation("bets");
  return (
    <EmptyState
      icon={SearchX}
      title={t("notFound.title")}
      hint={t("notFound.hint")}
      action={
        <LinkButton to="/upcoming-games" icon={CalendarClock}>
          {t("notFound.action")}
        </LinkButton>
      }
    />
  );
}
