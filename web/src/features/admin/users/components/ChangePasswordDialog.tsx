import { adminChangePasswordFormSchema, displayName, type PublicUser } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { PasswordInput } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../../lib/forms";
import { FormDialog } from "../../shared/components/FormDialog";
import { useChangeUserPassword } from "../api";

type PasswordForm = z.infer<typeof adminChangePasswordFormSchema>;
const FORM_ID = "user-password-form";

/** Sets another user's password (new + confirmation, min 6); that user's other sessions end. */
export function ChangePasswordDialog({ user, onClose }: { user: PublicUser; onClose(): void }) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const change = useChangeUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordForm>({
    resolver: zodResolver(adminChangePasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await change.mutateAsync({ id: user._id, newPassword });
      toast.success(t("validation:passwordChanged"));
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ["newPassword"]);
      toast.error(errorMessage(error, t("users.passwordFailed")));
    }
  });

  return (
    <FormDialog
      formId={FORM_ID}
      title={t("users.passwordTitle")}
      description={t("users.passwordDescription", { name: displayName(user) })}
      submitLabel={t("users.passwordSubmit")}
      pending={change.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PasswordInput
        label={t("users.newPassword")}
        autoComplete="new-password"
        required
        hint={t("users.passwordHint")}
        error={fieldError(errors.newPassword)}
        {...register("newPassword")}
      />
      <PasswordInput
        label={t("users.confirmPassword")}
        autoComplete="new-password"
        required
        error={fieldError(errors.confirmPassword)}
        {...register("confirmPassword")}
      />
    </FormDialog>
  );
}
