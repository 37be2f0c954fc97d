import { AlertCircle, BellOff, MailX } from "lucide-react";
import { useEffect, useState } from "react";
import { Loading } from "../../../components/ui/Loading";
import { useTranslation } from "../../../i18n";
import { apiFetch, errorMessage } from "../../../lib/api";
import { AuthCard } from "../components/AuthCard";
import { FormNotice } from "../components/FormNotice";

type Outcome = { ok: boolean; message: string } | null;

/**
 * The unsubscribe link of a reminder mail (docs/rules.md "Mail"): one click, signed in or not. The page posts the
 * link's token at once (a GET changes nothing, so mail scanners that open links do not unsubscribe anyone) and
 * takes the token out of the address bar.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation("auth");
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    window.history.replaceState(window.history.state, "", window.location.pathname);
    let live = true;
    apiFetch<{ message: string }>(`/notifications/email-reminders/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    }).then(
      (answer) => live && setOutcome({ ok: true, message: answer.message }),
      (error: unknown) => live && setOutcome({ ok: false, message: errorMessage(error, t("unsubscribe.failed")) }),
    );
    return () => {
      live = false;
    };
  }, [t]);

  return (
    <AuthCard
      icon={MailX}
      title={t("unsubscribe.title")}
      subtitle={t("unsubscribe.subtitle")}
      footer={{ prompt: t("unsubscribe.settingsPrompt"), to: "/settings", link: t("unsubscribe.settingsLink") }}
    >
      {outcome === null ? (
        <Loading />
      ) : (
        <FormNotice tone={outcome.ok ? "success" : "error"} icon={outcome.ok ? BellOff : AlertCircle}>
          {outcome.message}
        </FormNotice>
      )}
    </AuthCard>
  );
}
