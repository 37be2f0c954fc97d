import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/Field";
import { errorMessage } from "../../../lib/api";
import { useSetReminders } from "../api";

/** 'Remind me before kickoff when I have not bet' (PUT /notifications/preferences); null while loading. */
export function RemindersToggle({ enabled }: { enabled: boolean | null }) {
  const { t } = useTranslation("notifications");
  const save = useSetReminders();
  const onChange = async (remindersEnabled: boolean) => {
    try {
      const result = await save.mutateAsync(remindersEnabled);
      toast.success(result.message || t("toast.preferencesSaved"));
    } catch (error) {
      toast.error(errorMessage(error, t("toast.preferencesFailed")));
    }
  };
  return (
    <Checkbox
      label={t("reminders.label")}
      hint={t("reminders.hint")}
      checked={enabled ?? false}
      disabled={enabled === null || save.isPending}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
