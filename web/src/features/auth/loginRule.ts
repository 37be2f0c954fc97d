/**
 * The login form's check, by hand: the domain's loginSchema brings zod (about 25 KB gzip) into the login route, whose
 * JavaScript is budgeted (bench/size.mjs); so would react-hook-form (15 KB), hence useLoginForm.ts. The same messages for the same inputs as loginSchema (loginRule.test.ts
 * compares them); the server still parses every login with the real schema.
 */
import type { LoginInput } from "@app/domain/auth";

const MAX_TEXT = 200;
const MAX_PASSWORD = 256;
// The shape zod's z.email() accepts (its default pattern), enough to tell a typo before the server is asked.
const EMAIL = /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([a-z0-9][a-z0-9-]*\.)+[a-z]{2,}$/i;

export type LoginErrors = Partial<Record<"email" | "password", string>>;

/** The first message key each field breaks, like loginSchema's, or the values as loginSchema outputs them. */
export function checkLogin(values: LoginInput): { values: LoginInput } | { errors: LoginErrors } {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === "") errors.email = "required";
  else if (email.length > MAX_TEXT) errors.email = "tooLong";
  else if (!EMAIL.test(email)) errors.email = "invalidEmail";
  if (values.password === "") errors.password = "required";
  else if (values.password.length > MAX_PASSWORD) errors.password = "tooLong";
  if (errors.email || errors.password) return { errors };
  return { values: { email: email.toLowerCase(), password: values.password, rememberMe: values.rememberMe ?? false } };
}
