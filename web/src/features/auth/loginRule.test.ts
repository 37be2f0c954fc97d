import { loginSchema } from "@app/domain/auth";
import { describe, expect, it } from "vitest";
import { checkLogin } from "./loginRule";

/** What loginSchema says of the same input: the first message key per field, or the parsed values. */
function bySchema(input: { email: string; password: string; rememberMe?: boolean }) {
  const parsed = loginSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

describe("the login form's hand-written check", () => {
  const cases = [
    { email: "", password: "" },
    { email: "   ", password: "x" },
    { email: "Player1@Demo.Local", password: "demo1234", rememberMe: true },
    { email: "  ana@example.com ", password: " " },
    { email: "ana@example", password: "secret" },
    { email: "ana@@example.com", password: "secret" },
    { email: "ana..b@example.com", password: "secret" },
    { email: ".ana@example.com", password: "secret" },
    { email: "ana b@example.com", password: "secret" },
    { email: "o'neil+tips@mail.example.co.uk", password: "secret" },
    { email: `${"a".repeat(195)}@x.com`, password: "secret" },
    { email: "ana@example.com", password: "p".repeat(257) },
    { email: "ana@example.com", password: "p".repeat(256) },
    { email: "אנה@example.com", password: "secret" },
  ];
  it.each(cases)("says what loginSchema says of %j", (input) => {
    expect(checkLogin(input)).toEqual(bySchema(input));
  });
});
