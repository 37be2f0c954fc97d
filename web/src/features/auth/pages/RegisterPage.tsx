import { registerFormSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { Input, PasswordInput } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { ApiError } from "../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../lib/forms";
import { useSession } from "../../../lib/session";
import { AuthCard } from "../components/AuthCard";

type RegisterFormInput = z.input<typeof registerFormSchema>;

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const { register: registerUser } = useSession();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    setFailure(null);
    // Once registered, the guard (app/guards.tsx GuestOnly) moves on to the page asked for.
    const result = await registerUser(fullName, email, password);
    if (result.ok) return;
    // Under the field it is about, with the focus there (the toast alone vanished after 4 s): a taken email (409), a
    // refused password or name (400 errors[]); anything else above the form.
    if (result.error instanceof ApiError && result.error.status === 409) {
      setError("email", { type: "server", message: result.message }, { shouldFocus: true });
    } else if (!showServerFieldErrors(result.error, setError, ["fullName", "email", "password"])) {
      setFailure(result.message);
    }
  });

  return (
    <AuthCard
      icon={UserPlus}
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={{ prompt: t("register.haveAccount"), to: "/login", link: t("register.loginLink") }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-900"
          >
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {failure}
          </p>
        )}
        <Input
          label={t("register.fullName")}
          autoComplete="name"
          required
          error={fieldError(errors.fullName)}
          {...register("fullName")}
        />
        <Input
          label={t("register.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          error={fieldError(errors.email)}
          {...register("email")}
        />
        <PasswordInput
          label={t("register.password")}
          autoComplete="new-password"
          required
          hint={t("register.passwordHint")}
          error={fieldError(errors.password)}
          {...register("password")}
        />
        <PasswordInput
          label={t("register.confirmPassword")}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword)}
          {...register("confirmPassword")}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t("register.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
