import { AlertCircle, Clock, LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Checkbox, Input, PasswordInput } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { authOptions } from "../../../lib/authOptions";
import { useFieldError } from "../../../lib/forms";
import { Link } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { AuthCard } from "../components/AuthCard";
import { FormNotice } from "../components/FormNotice";
import { useLoginForm } from "../useLoginForm";

/**
 * Login (docs/rules.md "Users and sessions"). A refused login is told in the form as well as in a toast, and the
 * focus goes back to the password, so the next try is one retype away; a session that ended on its own says so
 * above the form. Where a successful login leads is the guard's business (app/guards.tsx GuestOnly).
 */
export default function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const { login, endedNotice } = useSession();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  // null until the server says whether it can mail a reset link; then the link, or the advice to ask an admin.
  const [passwordReset, setPasswordReset] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    authOptions().then(
      (options) => live && setPasswordReset(options.passwordReset),
      // Unknown (offline, say): neither offered nor denied.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const form = useLoginForm(async ({ email, password, rememberMe }) => {
    // Gone while the request runs, so a second identical failure is a new alert that screen readers announce too.
    setFailure(null);
    const result = await login(email, password, rememberMe ?? false);
    if (result.ok) return;
    setFailure(result.message);
    // The submit button was disabled while waiting, which dropped the focus: back to the field to retype.
    form.focus("password");
  });

  return (
    <AuthCard
      icon={LogIn}
      directional
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={{ prompt: t("login.noAccount"), to: "/register", link: t("login.registerLink") }}
    >
      {endedNotice && (
        <div className="mb-4">
          <FormNotice tone="warning" icon={Clock}>
            {t(`common:${endedNotice}`)}
          </FormNotice>
        </div>
      )}
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <FormNotice tone="error" icon={AlertCircle}>
            {failure}
          </FormNotice>
        )}
        <Input
          label={t("login.email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={fieldError({ message: form.errors.email })}
          {...form.field("email")}
        />
        <PasswordInput
          label={t("login.password")}
          autoComplete="current-password"
          error={fieldError({ message: form.errors.password })}
          {...form.field("password")}
        />
        {/* The same height before and after the server's answer: the line arriving pushed the button down (CLS). */}
        <div className="-mt-2 flex min-h-10 items-center">
          {passwordReset === true && (
            <Link to="/forgot-password" className="py-2 font-semibold text-emerald-800 underline underline-offset-4">
              {t("login.forgot")}
            </Link>
          )}
          {passwordReset === false && <p className="text-sm text-slate-600">{t("login.askAdmin")}</p>}
        </div>
        <Checkbox label={t("login.rememberMe")} {...form.field("rememberMe")} />
        <Button type="submit" size="lg" fullWidth loading={form.isSubmitting}>
          {t("login.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
