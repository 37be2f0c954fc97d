import { z } from "zod";
import { nameRule } from "./names";

export const DEFAULT_TEAM_LOGO = "/default-team.png";

/**
 * docs/rules.md "Teams": a logoUrl is empty, an http(s) URL, or a path on this site: one "/" followed by neither
 * "/" nor a backslash (browsers read "//evil.com" and "/\evil.com" as another host).
 */
export function isValidLogoUrl(value: string): boolean {
  if (value === "") return true;
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value) && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const teamInputSchema = z.object({
  name: nameRule("teamNameRequired"),
  logoUrl: z
    .string()
    .trim()
    .max(2000, { error: "tooLong" })
    .refine(isValidLogoUrl, { error: "logoUrlInvalid" })
    .optional()
    .default(""),
  description: z.string().trim().max(1000, { error: "tooLong" }).optional().default(""),
});
export type TeamInput = z.input<typeof teamInputSchema>;

export const teamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** A team as games carry it. */
export const teamRefSchema = teamSchema.pick({ _id: true, name: true, logoUrl: true });
export type TeamRef = z.infer<typeof teamRefSchema>;

export const MAX_IMPORT_ROWS = 2000;

export const teamImportSchema = z.object({
  teams: z.array(teamInputSchema).min(1, { error: "importEmpty" }).max(MAX_IMPORT_ROWS, { error: "tooLong" }),
});
