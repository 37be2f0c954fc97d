import { Trophy, UserX } from "lucide-react";
import { LinkButton } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { useTranslation } from "../../../i18n";

/** The 'User not found' screen (unknown or malformed id), with the way back to the leaderboard. */
export function UserNotFound() {
  const { t } = useTranslation("profile");
  return (
    <EmptyState
      icon={UserX}
      title={t("notFound.title")}
      hint={t("notFound.hint")}
      action={
        <LinkButton to="/leaderboard" icon={Trophy}>
          {t("back")}
        </LinkButton>
      }
    />
  );
}
