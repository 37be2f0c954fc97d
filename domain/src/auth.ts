import { z } from "zod";
import { nameRule } from "./names";

export const PASSWORD_MIN = 6;
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_SECONDS = 24 * 60 * 60;

const MAX_TEXT = 200;
const MAX_PASSWORD = 256;

export const emailSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(MAX_TEXT, { error: "tooLong" })
  .pipe(z.email({ error: "invalidEmail" }))
  .transform((email) => email.toLowerCase());

/** A password made only of spaces passes the length rule yet is no secret: refused with its own message. */
export const isBlankPassword = (password: string) => password.length > 0 && password.trim() === "";

/**
 * A new password: required (with the form's own "required" message), at least 6 characters, not only whitespace.
 * The server also refuses the 10,000 most common passwords (SECURITY.md); that list is not shipped to browsers.
 */
export const newPasswordRule = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .min(1, { error: requiredKey })
    .min(PASSWORD_MIN, { error: "passwordMin" })
    .max(MAX_PASSWORD, { error: "tooLong" })
    .refine((password) => !isBlankPassword(password), { error: "passwordBlank" });

export const newPasswordSchema = newPasswordRule("required");

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(MAX_PASSWORD, { error: "tooLong" }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  fullName: nameRule(),
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds a confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, { error: "required" }) })
  .refine((v) => v.password === v.confirmPassword, { error: "passwordsDoNotMatch", path: ["confirmPassword"] });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "currentPasswordRequired" })
      .min(1, { error: "currentPasswordRequired" })
      .max(MAX_PASSWORD, { error: "tooLong" }),
    newPassword: newPasswordRule("newPasswordRequired"),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: "newPasswordMustDiffer",
    path: ["newPassword"],
  });

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: "currentPasswordRequired" }),
    newPassword: newPasswordRule("newPasswordRequired"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "newPasswordsDoNotMatch", path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, { error: "newPasswordMustDiffer", path: ["newPassword"] });

export const adminChangePasswordSchema = z.object({
  newPassword: newPasswordRule("newPasswordRequired"),
});

export const adminChangePasswordFormSchema = adminChangePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "passwordsDoNotMatch", path: ["confirmPassword"] });

/** The settings form's display name (docs/rules.md "Users and sessions"). */
export const profileSchema = z.object({ fullName: nameRule() });
export type ProfileInput = z.input<typeof profileSchema>;

/** The languages of the interface and of mails. */
export const ACCOUNT_LANGUAGES = ["en", "he"] as const;
export const languageSchema = z.enum(ACCOUNT_LANGUAGES, { error: "invalidInput" });

/** `PATCH /auth/me`: any subset of the player's own name, language and e-mail reminders switch. */
export const updateMeSchema = z
  .object({
    fullName: nameRule().optional(),
    language: languageSchema.optional(),
    emailReminders: z.boolean({ error: "invalidInput" }).optional(),
  })
  // An empty change is a mistake of the caller's (the name form sent nothing): said as the name being required.
  .refine((v) => v.fullName !== undefined || v.language !== undefined || v.emailReminders !== undefined, {
    error: "required",
    path: ["fullName"],
  });
export type UpdateMeInput = z.input<typeof updateMeSchema>;

/** docs/rules.md "Mail": asking for a reset link. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** A link's token is 32 random bytes (43 base64url characters); anything unlike one is simply an invalid link. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "resetLinkInvalid" }).min(1, { error: "resetLinkInvalid" }).max(100, { error: "resetLinkInvalid" }),
  newPassword: newPasswordRule("newPasswordRequired"),
});

/** The reset page asks twice, with registration's rules; the confirmation never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordRule("newPasswordRequired"), confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "passwordsDoNotMatch", path: ["confirmPassword"] });

/** The user as every client sees it; `email` is present only for the user themself and for admins. */
export const publicUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string().optional(),
  isAdmin: z.boolean(),
  totalPoints: z.number(),
  totalBets: z.number(),
  createdAt: z.string(),
  /** Only on the caller's own user (`/auth/me`, login, register): the language of their mails. */
  language: languageSchema.optional(),
  /** Only on the caller's own user: kickoff reminders by e-mail. */
  emailReminders: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
  expiresIn: z.number(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export { displayName } from "./display-name";
