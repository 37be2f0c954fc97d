import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "../i18n";
import { ApiError } from "./api";

/**
 * Translates a react-hook-form field error whose message is a domain message key ("passwordsDoNotMatch")
 * through the `validation` namespace. Text that is not a key is shown as is.
 *
 *   const fieldError = useFieldError();
 *   <Input label={t("email")} error={fieldError(errors.email)} {...register("email")} />
 */
export function useFieldError(): (error?: { message?: string }) => string | undefined {
  const { t } = useTranslation("validation");
  return (error) => (error?.message ? t(error.message, { defaultValue: error.message }) : undefined);
}

/**
 * Puts the server's per-field refusals (400 `errors[]`, already in the caller's language) under the form's own
 * fields, so a rule only the server can check (a common password) reads like the form's own rules. Says whether it
 * put any under a field (the first one gets the focus).
 *
 *   catch (error) { showServerFieldErrors(error, setError, ["newPassword"]); toast.error(...); }
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const fieldError of error.errors) {
    const field = fields.find((name) => name === fieldError.path);
    if (!field) continue;
    setError(field, { type: "server", message: fieldError.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
