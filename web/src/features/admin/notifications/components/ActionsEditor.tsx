import { NOTIFICATION_ACTIONS_MAX } from "@app/domain";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "../../../../components/ui/Button";
import { Input } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { useFieldError } from "../../../../lib/forms";
import { ActionButton } from "../../shared/components/ActionButton";
import type { SendFormValues } from "../sendForm";

/** Up to two buttons on the notification: an action id (what the service worker receives) and its text. */
export function ActionsEditor() {
  const { t } = useTranslation("adminNotifications");
  const fieldError = useFieldError();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<SendFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "actions" });

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-slate-800">{t("send.actions")}</legend>
      <p className="-mt-1 text-sm text-slate-600">{t("send.actionsHint", { max: NOTIFICATION_ACTIONS_MAX })}</p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-start">
          <Input
            label={t("send.actionId", { number: index + 1 })}
            dir="ltr"
            autoComplete="off"
            error={fieldError(errors.actions?.[index]?.action)}
            fieldClassName="sm:flex-1"
            {...register(`actions.${index}.action`)}
          />
          <Input
            label={t("send.actionTitle", { number: index + 1 })}
            autoComplete="off"
            error={fieldError(errors.actions?.[index]?.title)}
            fieldClassName="sm:flex-1"
            {...register(`actions.${index}.title`)}
          />
          <ActionButton
            icon={Trash2}
            variant="ghost"
            label={t("send.removeAction")}
            name={t("send.removeActionNamed", { number: index + 1 })}
            onClick={() => remove(index)}
            className="self-start sm:mt-7"
          />
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={Plus}
          disabled={fields.length >= NOTIFICATION_ACTIONS_MAX}
          onClick={() => append({ action: "", title: "" })}
        >
          {t("send.addAction")}
        </Button>
      </div>
    </fieldset>
  );
}
