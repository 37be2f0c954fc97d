import { useState } from "react";
import toast from "react-hot-toast";
import { Checkbox } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { useSetReminders } from "../api";

/** 'Remind me before kickoff when I have not bet' (PUT /notifications/preferences); null while loading. */
export function RemindersToggle({ enabled }: { enabled: boolean | null }) {
  const { t } = useTranslation("notifications");
  const save = useSetReminders();
  // The box follows the click in the same render: the cached value changes only after the mutation starts, and a
  // controlled checkbox would meanwhile be put back, so a quick reader (or test) would see the click undone.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const onChange = async (remindersEnabled: boolean) => {
    setChosen(remindersEnabled);
    try {
      const result = await save.mutateAsync(remindersEnabled);
      toast.success(result.message || t("toast.preferencesSaved"));
    } catch (error) {
      toast.error(errorMessage(error, t("toast.preferencesFailed")));
    } finally {
      setChosen(null);
    }
  };
  return (
    <Checkbox
      label={t("reminders.label")}
      hint={t("reminders.hint")}
      checked={chosen ?? enabled ?? false}
      disabled={enabled === null || save.isPending}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
