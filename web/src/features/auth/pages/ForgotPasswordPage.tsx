import { type ForgotPasswordInput, forgotPasswordSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertCircle, MailCheck, MailQuestion } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { Input } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { apiFetch, errorMessage } from "../../../lib/api";
import { useFieldError } from "../../../lib/forms";
import { AuthCard } from "../components/AuthCard";
import { FormNotice } from "../components/FormNotice";

/**
 * "Forgot password?" (docs/rules.md "Mail"): the server answers the same whether or not the address has an account, so
 * the page shows that answer and nothing more. A limit or a server without mail is told in the form.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const fieldError = useFieldError();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await apiFetch<{ message: string }>("/auth/forgot-password", { method: "POST", body: { email } });
      setSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, t("forgot.failed")));
    }
  });

  return (
    <AuthCard
      icon={MailQuestion}
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={{ prompt: t("forgot.remembered"), to: "/login", link: t("register.loginLink") }}
    >
      {sent ? (
        <FormNotice tone="success" icon={MailCheck}>
          {sent}
        </FormNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {failure && (
            <FormNotice tone="error" icon={AlertCircle}>
              {failure}
            </FormNotice>
          )}
          <Input
            label={t("forgot.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            required
            error={fieldError(errors.email)}
            {...register("email")}
          />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t("forgot.submit")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
