import { registerFormSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/Button";
import { Input, PasswordInput } from "../../../components/ui/Field";
import { useFieldError } from "../../../lib/forms";
import { AuthCard } from "../components/AuthCard";

type RegisterFormInput = z.input<typeof registerFormSchema>;

export default function RegisterPage() {
  const { t } = useTranslation("auth");
  const { register: registerUser } = useSession();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ fullName, email, password }) => {
    // Once registered, the guard (app/guards.tsx GuestOnly) moves on to the page asked for.
    await registerUser(fullName, email, password);
  });

  return (
    <AuthCard
      icon={UserPlus}
      title={t("register.title")}
      subtitle={t("register.subtitle")}
      footer={{ prompt: t("register.haveAccount"), to: "/login", link: t("register.loginLink") }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
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
