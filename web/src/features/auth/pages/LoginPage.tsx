import type { LoginInput } from "@app/domain/auth";
import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSession } from "../../../app/session";
import { Button } from "../../../components/ui/Button";
import { Checkbox, Input, PasswordInput } from "../../../components/ui/Field";
import { lazyResolver, useFieldError } from "../../../lib/forms";
import { AuthCard } from "../components/AuthCard";

// The domain's loginSchema (and zod with it) loads right after the page renders, not before: the login
// route's first JavaScript stays small (bench/size.mjs budget).
const loginForm = lazyResolver<LoginInput>(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("@app/domain/auth")]);
  return zodResolver(loginSchema);
});

export default function LoginPage() {
  const { t } = useTranslation("auth");
  const { login } = useSession();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginForm.resolver,
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  useEffect(() => {
    loginForm.preload().catch(() => undefined);
  }, []);

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    if (await login(email, password, rememberMe ?? false)) navigate("/dashboard", { replace: true });
  });

  return (
    <AuthCard
      icon={LogIn}
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={{ prompt: t("login.noAccount"), to: "/register", link: t("login.registerLink") }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Input
          label={t("login.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldError(errors.email)}
          {...register("email")}
        />
        <PasswordInput
          label={t("login.password")}
          autoComplete="current-password"
          error={fieldError(errors.password)}
          {...register("password")}
        />
        <Checkbox label={t("login.rememberMe")} {...register("rememberMe")} />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {t("login.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
