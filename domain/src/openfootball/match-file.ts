import { z } from "zod";
import { MAX_SCORE, ROUND_MAX } from "../games";
import { dateInZone, hourInZone, isValidDate, kickoffInstant } from "../kickoff";
import { isMessageKey } from "../messages";
import { nameRule } from "../names";
import { MAX_IMPORT_ROWS } from "../teams";

/**
 * docs/rules.md "Fixtures, feed and audit": openfootball's football.json match files
 * (`{name, matches: [{round, date, time, team1, team2, score: {ft: [h, a]}, group, ground}]}`).
 * Pure: the server and the web app read files the same way.
 */

/** Whether a body is a match file at all (otherwise 400); each match is checked on its own below. */
export const matchFileSchema = z.object(
  {
    name: z.string().max(200).optional(),
    matches: z.array(z.unknown(), { error: "matchFileInvalid" }).max(MAX_IMPORT_ROWS, { error: "matchFileTooLarge" }),
  },
  { error: "matchFileInvalid" },
);
export type MatchFile = z.infer<typeof matchFileSchema>;

/** "13:00", "13:00 UTC+3", "20:45 UTC-6", "9:30 UTC+05:30". */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?:\s*UTC\s*([+-])(\d{1,2})(?::?([0-5]\d))?)?$/;

/** Offsets in use on Earth run from UTC-12 to UTC+14; anything else is a typo (UTC+99 dated a game in the year 10000). */
const MIN_OFFSET_MINUTES = -12 * 60;
const MAX_OFFSET_MINUTES = 14 * 60;

const offsetMinutes = (parts: RegExpExecArray) => {
  const [, , , sign, offH, offM] = parts;
  return sign ? (Number(offH) * 60 + Number(offM ?? 0)) * (sign === "+" ? 1 : -1) : 0;
};

function hasRealOffset(time: string): boolean {
  const parts = TIME.exec(time);
  if (!parts) return false;
  const offset = offsetMinutes(parts);
  return offset >= MIN_OFFSET_MINUTES && offset <= MAX_OFFSET_MINUTES;
}

const score = z.number().int().min(0).max(MAX_SCORE);
const matchSchema = z.object({
  round: z.string({ error: "matchRoundInvalid" }).trim().max(ROUND_MAX, { error: "roundTooLong" }).optional(),
  date: z.string({ error: "dateRequired" }).refine(isValidDate, { error: "dateInvalid" }),
  time: z
    .string({ error: "timeRequired" })
    .trim()
    .regex(TIME, { error: "matchTimeInvalid", abort: true })
    .refine(hasRealOffset, { error: "matchOffsetInvalid" }),
  team1: nameRule("teamNameRequired"),
  team2: nameRule("teamNameRequired"),
  // Only full time counts (90 minutes): extra time (`et`) and penalties (`p`) are ignored.
  score: z
    .object({ ft: z.tuple([score, score], { error: "matchScoreInvalid" }).optional() }, { error: "matchScoreInvalid" })
    .optional(),
});

/** One match as the app stores it: wall clock in the app's zone, `finalResult` "h:a" or "" when not played. */
export interface FileMatch {
  /** The match's index in the file: errors and reports name `matches.<index>`. */
  index: number;
  home: string;
  away: string;
  date: string;
  hour: string;
  kickoffAt: number;
  round: string;
  finalResult: string;
}

export interface MatchIssue {
  path: string;
  message: string;
}

/** The instant a file's date and time mean: an offset makes it absolute, otherwise it is wall clock in `timeZone`. */
export function matchInstant(date: string, time: string, timeZone: string): number | null {
  const parts = TIME.exec(time.trim());
  if (!parts) return null;
  const [, h, m, sign] = parts;
  const hour = `${h.padStart(2, "0")}:${m}`;
  if (!sign) return kickoffInstant(date, hour, timeZone);
  const [y, mo, d] = date.split("-").map(Number);
  return Date.UTC(y, mo - 1, d, Number(h), Number(m)) - offsetMinutes(parts) * 60_000;
}

/**
 * Reads every match of a file: the good ones converted to `appTimeZone` wall clock, the bad ones as issues
 * naming the match (`matches.12.team2`). `timeZone` is the zone of times written without an offset; a result on a
 * match whose kickoff is after `now` is an issue (it would score bets on a game still open for betting).
 */
export function readMatches(
  file: MatchFile,
  timeZone: string,
  appTimeZone: string,
  now: number,
): { matches: FileMatch[]; issues: MatchIssue[] } {
  const matches: FileMatch[] = [];
  const issues: MatchIssue[] = [];
  file.matches.forEach((raw, index) => {
    const parsed = matchSchema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const message = isMessageKey(first.message) ? first.message : "invalidInput";
      issues.push({ path: ["matches", index, ...first.path].join("."), message });
      return;
    }
    const m = parsed.data;
    if (m.team1.toLocaleLowerCase() === m.team2.toLocaleLowerCase()) {
      issues.push({ path: `matches.${index}.team2`, message: "teamsMustDiffer" });
      return;
    }
    const kickoffAt = matchInstant(m.date, m.time, timeZone) as number;
    const ft = m.score?.ft;
    if (ft && kickoffAt > now) {
      issues.push({ path: `matches.${index}.score`, message: "matchResultInFuture" });
      return;
    }
    matches.push({
      index,
      home: m.team1,
      away: m.team2,
      date: dateInZone(kickoffAt, appTimeZone),
      hour: hourInZone(kickoffAt, appTimeZone),
      kickoffAt,
      round: m.round ?? "",
      finalResult: ft ? `${ft[0]}:${ft[1]}` : "",
    });
  });
  return { matches, issues };
}

/** The key that makes two games the same game: home, away (case-insensitive) and kickoff date in the app's zone. */
export const matchKey = (home: string, away: string, date: string) =>
  `${home.toLocaleLowerCase()}|${away.toLocaleLowerCase()}|${date}`;

export const openfootballImportQuerySchema = z.object({
  dryRun: z
    .enum(["true", "false"], { error: "invalidInput" })
    .optional()
    .default("true")
    .transform((v) => v === "true"),
  timezone: z.string().trim().min(1).max(100).optional(),
});

export const openfootballImportResultSchema = z.object({
  teamsCreated: z.number().int(),
  gamesCreated: z.number().int(),
  gamesUpdated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type OpenfootballImportResult = z.infer<typeof openfootballImportResultSchema>;

/** GET /games/{id}/audit: who changed a result, lock or live score, and when. */
export const auditFieldSchema = z.enum(["result", "lock", "liveScore"]);
export type AuditField = z.infer<typeof auditFieldSchema>;
export const auditValueSchema = z.union([z.string(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;
export const auditEntrySchema = z.object({
  at: z.string(),
  /** A user id, or "feed" for the results feed. */
  by: z.string(),
  /** The user's display name when `by` is a user that still exists. */
  byName: z.string().nullable(),
  field: auditFieldSchema,
  from: auditValueSchema,
  to: auditValueSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

/** The admin dashboard's view of the results feed. */
export const feedStatusSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  intervalSeconds: z.number().int(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
  nextPollAt: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const recalculateResultSchema = z.object({
  betsChecked: z.number().int(),
  betsChanged: z.number().int(),
  usersChanged: z.number().int(),
});
export type RecalculateResult = z.infer<typeof recalculateResultSchema>;
