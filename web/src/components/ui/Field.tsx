import { AlertCircle, Eye, EyeOff } from "lucide-react";
import { type ComponentPropsWithRef, type ReactNode, useId, useState } from "react";
import { useTranslation } from "../../i18n";
import { cn } from "../../lib/cn";

/** What a control needs to be linked to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Already translated error text; rendered with role="alert" and linked by aria-describedby. */
  error?: string;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Use an existing id for the control (otherwise one is generated). */
  id?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error, linked for assistive technology. Input, Select and PasswordInput are built on
 * it; use it directly for custom controls:
 *   <Field label={t("round")} error={err}>{(p) => <MyPicker {...p} />}</Field>
 */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id: controlId, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-red-700">
          <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

export const controlStyles = cn(
  "block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-base text-slate-900 shadow-sm",
  "placeholder:text-slate-500 hover:border-slate-400",
  "focus-visible:border-emerald-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40",
);

export interface InputProps extends ComponentPropsWithRef<"input"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Classes for the wrapper (label + control + messages). */
  fieldClassName?: string;
}

/** <Input label={t("email")} type="email" autoComplete="email" error={fieldError(errors.email)} {...register("email")} /> */
export function Input({ label, error, hint, fieldClassName, className, id, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={fieldClassName}>
      {(control) => <input {...control} className={cn(controlStyles, className)} {...rest} />}
    </Field>
  );
}

/** A password Input with a show/hide toggle at its end. Same props as Input (type is managed). */
export function PasswordInput({ label, error, hint, fieldClassName, className, id, ...rest }: Omit<InputProps, "type">) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id} className={fieldClassName}>
      {(control) => (
        <div className="relative">
          <input {...control} type={visible ? "text" : "password"} className={cn(controlStyles, "pe-12", className)} {...rest} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t("actions.hidePassword") : t("actions.showPassword")}
            aria-controls={control.id}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-xl text-slate-600 hover:text-slate-900"
          >
            {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
}

export interface SelectProps extends ComponentPropsWithRef<"select"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** <Select label={t("round")} {...register("round")}><option value="all">{t("allRounds")}</option></Select> */
export function Select({ label, error, hint, fieldClassName, className, id, children, ...rest }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={fieldClassName}>
      {(control) => (
        <select {...control} className={cn(controlStyles, "pe-9", className)} {...rest}>
          {children}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type"> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** A checkbox with its label beside it; the whole row is a 44px tap target. */
export function Checkbox({ label, error, hint, fieldClassName, className, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={cn("flex flex-col gap-1", fieldClassName)}>
      <label htmlFor={controlId} className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
        <input
          id={controlId}
          type="checkbox"
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
          className={cn("size-5 shrink-0 cursor-pointer rounded accent-emerald-700", className)}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {hint && !error && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
