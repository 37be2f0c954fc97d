import type { LoginInput } from "@app/domain/auth";
import { type FormEvent, useRef, useState } from "react";
import { checkLogin, type LoginErrors } from "./loginRule";

type FieldName = keyof LoginInput;

/**
 * The login form's state without react-hook-form (15 KB gzip the login route need not load), with its behaviour:
 * checked on submit, the first wrong field focused, checked again on every change once submitted.
 *
 *   const form = useLoginForm(async (values) => { ... });
 *   <form onSubmit={form.onSubmit}><Input error={form.errors.email} {...form.field("email")} />
 */
export function useLoginForm(onValid: (values: LoginInput) => Promise<void>) {
  const elements = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const read = (): LoginInput => ({
    email: elements.current.email?.value ?? "",
    password: elements.current.password?.value ?? "",
    rememberMe: elements.current.rememberMe?.checked ?? false,
  });
  const check = () => {
    const result = checkLogin(read());
    setErrors("errors" in result ? result.errors : {});
    return result;
  };

  const field = (name: FieldName) => ({
    name,
    ref: (element: HTMLInputElement | null) => {
      elements.current[name] = element;
    },
    onChange: () => {
      if (submitted) check();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const result = check();
    if ("errors" in result) {
      elements.current[result.errors.email ? "email" : "password"]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  /** Focuses a field with its text selected, to retype it. */
  const focus = (name: FieldName) => {
    elements.current[name]?.focus();
    elements.current[name]?.select();
  };

  return { field, errors, isSubmitting, onSubmit, focus };
}
