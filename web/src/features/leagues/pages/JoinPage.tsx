import { UsersRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LinkButton } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { Loading } from "../../../components/ui/Loading";
import { PageHeader } from "../../../components/ui/PageHeader";
import { useTranslation } from "../../../i18n";
import { useParams } from "../../../lib/router";
import { useJoinAndWelcome } from "../useJoinAndWelcome";

/**
 * /join/<code>, the invite link. Signed out, the auth guard sends the visitor to log in or register and back here
 * (app/sessionRedirect.ts); signed in, the league is joined at once and opened with a welcome.
 */
export default function JoinPage() {
  const { t } = useTranslation("leagues");
  const { code = "" } = useParams();
  const join = useJoinAndWelcome({ replace: true });
  const [failed, setFailed] = useState(false);
  // One join per visit: StrictMode and re-renders run effects again, and a second join would only repeat the toast.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void join.run(code).then((joined) => setFailed(!joined));
  }, [join, code]);

  return (
    <>
      <PageHeader icon={UsersRound} title={t("join.title")} />
      {failed ? (
        <EmptyState icon={UsersRound} title={t("join.failed")} action={<LinkButton to="/leagues">{t("join.back")}</LinkButton>} />
      ) : (
        <Loading text={t("join.joining")} skeleton="rows" />
      )}
    </>
  );
}
