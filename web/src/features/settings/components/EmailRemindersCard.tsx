import type { PublicUser } from "@app/domain/auth";
import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Card, CardHeader } from "../../../components/ui/Card";
import { Checkbox } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { authOptions } from "../../../lib/authOptions";
import { useUpdateMe } from "../api";

/**
 * "E-mail me before kickoff of games I have not bet on" (docs/rules.md "Mail"), off by default; for players whose
 * device takes no push. A server without mail says so instead of offering a switch that does nothing.
 */
export function EmailRemindersCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("settings");
  const update = useUpdateMe();
  const [mail, setMail] = useState<boolean | null>(null);
  // The box follows the click at once (as the push reminders switch does), not only once the server answered.
  const [chosen, setChosen] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    authOptions().then(
      (options) => live && setMail(options.passwordReset),
      // Unknown (offline, say): neither offered nor denied.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const onChange = async (emailReminders: boolean) => {
    setChosen(emailReminders);
    try {
      await update.mutateAsync({ emailReminders });
      toast.success(t(emailReminders ? "emailReminders.on" : "emailReminders.off"), { id: "email-reminders" });
    } catch (error) {
      toast.error(errorMessage(error, t("emailReminders.failed")), { id: "email-reminders" });
    } finally {
      setChosen(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="email-reminders-title">
      <CardHeader title={<span id="email-reminders-title">{t("emailReminders.title")}</span>} icon={Mail} />
      {mail === false ? (
        <p className="text-slate-700">{t("emailReminders.unavailable")}</p>
      ) : (
        <Checkbox
          label={t("emailReminders.label")}
          hint={t("emailReminders.hint")}
          checked={chosen ?? user.emailReminders ?? false}
          disabled={mail === null || update.isPending}
          onChange={(event) => void onChange(event.target.checked)}
        />
      )}
    </Card>
  );
}
