import { displayName, type PublicUser, userFormSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Checkbox, Input, PasswordInput } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../../lib/forms";
import { useSession } from "../../../../lib/session";
import { FormDialog } from "../../shared/components/FormDialog";
import { useSaveUser } from "../api";

type UserForm = z.infer<ReturnType<typeof userFormSchema>>;
const FORM_ID = "user-form";

/** Add (user null: with a password) or edit a user (the password is left out; see the change-password dialog). */
export function UserFormDialog({ user, onClose }: { user: PublicUser | null; onClose(): void }) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const session = useSession();
  const save = useSaveUser();
  const isNew = user === null;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema(isNew)),
    defaultValues: {
      username: user ? displayName(user) : "",
      email: user?.email ?? "",
      password: "",
      isAdmin: user?.isAdmin ?? false,
    },
  });

  const onSubmit = handleSubmit(async ({ username, email, password, isAdmin }) => {
    const body = { username: username.trim(), email: email.trim(), isAdmin, ...(isNew && { password }) };
    try {
      await save.mutateAsync({ id: user?._id, body });
      toast.success(isNew ? t("users.created") : t("users.updated"));
      if (user?._id === session.user?._id) await session.refreshUser();
      onClose();
    } catch (error) {
      showServerFieldErrors(error, setError, ["password"]);
      toast.error(errorMessage(error, t("users.saveFailed")));
    }
  });

  return (
    <FormDialog
      formId={FORM_ID}
      title={isNew ? t("users.addTitle") : t("users.editTitle")}
      submitLabel={isNew ? t("users.create") : t("users.update")}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Input
        label={t("users.username")}
        autoComplete="off"
        required
        error={fieldError(errors.username)}
        {...register("username")}
      />
      <Input
        label={t("users.email")}
        type="email"
        inputMode="email"
        dir="ltr"
        autoComplete="off"
        required
        error={fieldError(errors.email)}
        {...register("email")}
      />
      {isNew && (
        <PasswordInput
          label={t("users.password")}
          autoComplete="new-password"
          required
          hint={t("users.passwordHint")}
          error={fieldError(errors.password)}
          {...register("password")}
        />
      )}
      <Checkbox label={t("users.isAdmin")} hint={t("users.isAdminHint")} {...register("isAdmin")} />
    </FormDialog>
  );
}
