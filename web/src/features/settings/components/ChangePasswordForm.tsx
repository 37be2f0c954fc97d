import { changePasswordFormSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Card, CardHeader } from "../../../components/ui/Card";
import { PasswordInput } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../lib/forms";
import { useSession } from "../../../lib/session";
import { useChangePassword } from "../api";

type ChangePasswordInput = z.input<typeof changePasswordFormSchema>;

/** Own password change (docs/rules.md "Passwords"): the server answers with a fresh token for this session. */
export function ChangePasswordForm() {
  const { t } = useTranslation("settings");
  const { setToken } = useSession();
  const fieldError = useFieldError();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const result = await change.mutateAsync({ currentPassword, newPassword });
      setToken(result.token, result.expiresIn);
      toast.success(result.message || t("password.success"));
      reset();
    } catch (error) {
      showServerFieldErrors(error, setError, ["newPassword"]);
      toast.error(errorMessage(error, t("password.failed")));
    }
  });

  return (
    <Card as="section" aria-labelledby="password-title">
      <CardHeader
        title={<span id="password-title">{t("password.title")}</span>}
        description={t("password.description")}
        icon={KeyRound}
      />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordInput
          label={t("password.current")}
          autoComplete="current-password"
          required
          error={fieldError(errors.currentPassword)}
          {...register("currentPassword")}
        />
        <PasswordInput
          label={t("password.new")}
          autoComplete="new-password"
          required
          hint={t("password.hint")}
          error={fieldError(errors.newPassword)}
          {...register("newPassword")}
        />
        <PasswordInput
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword)}
          {...register("confirmPassword")}
        />
        <div>
          <Button type="submit" loading={change.isPending} className="w-full md:w-auto">
            {t("password.submit")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
