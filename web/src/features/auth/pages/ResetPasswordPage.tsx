import type { AuthResponse } from "@app/domain";
import { resetPasswordFormSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/Button";
import { PasswordInput } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { ApiError, apiFetch, errorMessage } from "../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../lib/forms";
import { Link } from "../../../lib/router";
import { useSession } from "../../../lib/session";
import { AuthCard } from "../components/AuthCard";
import { FormNotice } from "../components/FormNotice";

type ResetFormInput = z.input<typeof resetPasswordFormSchema>;

/**
 * Reads the link's token once and takes it out of the address bar, so it stays out of the history, of a shared
 * screenshot and of any later Referer.
 */
function useLinkToken(): string | null {
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token"));
  useEffect(() => {
    if (token) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [token]);
  return token;
}

/**
 * The page a reset mail links to (docs/rules.md "Mail"): the new password twice, with registration's rules. Success
 * signs the player in, and the guard (app/guards.tsx GuestOnly) moves on to the dashboard.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { startSession } = useSession();
  const fieldError = useFieldError();
  const token = useLinkToken();
  const [failure, setFailure] = useState<string | null>(token ? null : t("reset.missing"));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await apiFetch<AuthResponse & { message: string }>("/auth/reset-password", {
        method: "POST",
        body: { token, newPassword },
      });
      startSession(answer, answer.message);
    } catch (error) {
      // A refused password is told at its field; a bad, used or expired link above the form.
      showServerFieldErrors(error, setError, ["newPassword"]);
      if (!(error instanceof ApiError && error.errors.some((e) => e.path === "newPassword"))) {
        setFailure(errorMessage(error, t("reset.failed")));
      }
    }
  });

  return (
    <AuthCard
      icon={KeyRound}
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
      footer={{ prompt: t("forgot.remembered"), to: "/login", link: t("register.loginLink") }}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {failure && (
          <FormNotice tone="error" icon={AlertCircle}>
            <span>
              {failure}{" "}
              <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
                {t("reset.again")}
              </Link>
            </span>
          </FormNotice>
        )}
        <PasswordInput
          label={t("reset.new")}
          autoComplete="new-password"
          required
          hint={t("register.passwordHint")}
          error={fieldError(errors.newPassword)}
          {...register("newPassword")}
        />
        <PasswordInput
          label={t("reset.confirm")}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword)}
          {...register("confirmPassword")}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} disabled={!token}>
          {t("reset.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
