import { z } from "zod";
import { competitionIdField } from "../competitions";
import { MAX_SCORE, ROUND_MAX } from "../games";
import { dateInZone, hourInZone, isValidDate, kickoffInstant } from "../kickoff";
import { isMessageKey } from "../messages";
import { nameRule } from "../names";
import { MAX_IMPORT_ROWS } from "../teams";

/**
 * docs/rules.md "Fixtures, feed and audit": openfootball's football.json match files, in both shapes it publishes:
 * `{name, matches: [{round, date, time, team1, team2, score: {ft: [h, a]}, group, ground}]}` (worldcup.json,
 * football.json) and `{name, rounds: [{name, matches: [...]}]}` (the Euro files, teams as `{name, code}` objects).
 * Pure: the server and the web app read files the same way.
 */

const roundsSchema = z.array(
  z.object({ name: z.string().max(200).optional(), matches: z.array(z.unknown()) }, { error: "matchFileInvalid" }),
  { error: "matchFileInvalid" },
);

/** Whether a body is a match file at all (otherwise 400); each match is checked on its own below. */
export const matchFileSchema = z
  .object(
    {
      name: z.string().max(200).optional(),
      matches: z.array(z.unknown(), { error: "matchFileInvalid" }).optional(),
      rounds: roundsSchema.optional(),
    },
    { error: "matchFileInvalid" },
  )
  .refine((file) => file.matches !== undefined || file.rounds !== undefined, { error: "matchFileInvalid" })
  .refine((file) => countMatches(file) <= MAX_IMPORT_ROWS, { error: "matchFileTooLarge" });
export type MatchFile = z.infer<typeof matchFileSchema>;

type FileShape = { matches?: unknown[]; rounds?: { matches: unknown[] }[] };
const countMatches = (file: FileShape) =>
  (file.matches?.length ?? 0) + (file.rounds ?? []).reduce((sum, round) => sum + round.matches.length, 0);

/** Every match of a file with where it sits (`matches.3`, `rounds.1.matches.3`) and the round it sits in, if any. */
function listMatches(file: MatchFile): { path: string; raw: unknown; round?: string }[] {
  const top = (file.matches ?? []).map((raw, i) => ({ path: `matches.${i}`, raw }));
  const inRounds = (file.rounds ?? []).flatMap((round, r) =>
    round.matches.map((raw, i) => ({ path: `rounds.${r}.matches.${i}`, raw, round: round.name?.trim() })),
  );
  return [...top, ...inRounds];
}

/** "13:00", "13:00 UTC+3", "20:45 UTC-6", "9:30 UTC+05:30". */
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?:\s*UTC\s*([+-])(\d{1,2})(?::?([0-5]\d))?)?$/;

/** Offsets that exist on Earth: UTC-12 to UTC+14 (docs/rules.md "Fixtures, feed and audit"). */
function offsetInRange(time: string): boolean {
  const parts = TIME.exec(time.trim());
  if (!parts?.[3]) return true;
  const minutes = Number(parts[4]) * 60 + Number(parts[5] ?? 0);
  return parts[3] === "+" ? minutes <= 14 * 60 : minutes <= 12 * 60;
}

/** A team as a string, or as an object `{name, code}` (the Euro files): its name either way. */
const teamField = z.preprocess(
  (value) => (typeof value === "object" && value !== null && "name" in value ? (value as { name: unknown }).name : value),
  nameRule("teamNameRequired"),
);

const score = z.number().int().min(0).max(MAX_SCORE);
const matchSchema = z.object({
  round: z.string({ error: "matchRoundInvalid" }).trim().max(ROUND_MAX, { error: "roundTooLong" }).optional(),
  date: z.string({ error: "dateRequired" }).refine(isValidDate, { error: "dateInvalid" }),
  time: z
    .string({ error: "timeRequired" })
    .trim()
    .regex(TIME, { error: "matchTimeInvalid" })
    .refine(offsetInRange, { error: "matchOffsetInvalid" }),
  team1: teamField,
  team2: teamField,
  // Only full time counts (90 minutes): extra time (`et`) and penalties (`p`) are ignored.
  score: z
    .object({ ft: z.tuple([score, score], { error: "matchScoreInvalid" }).optional() }, { error: "matchScoreInvalid" })
    .optional(),
});

/** One match as the app stores it: wall clock in the app's zone, `finalResult` "h:a" or "" when not played. */
export interface FileMatch {
  /** The match's place in the file, counting every round's matches in order. */
  index: number;
  /** Where the match sits in the file: errors and reports name it (`matches.12`, `rounds.2.matches.0`). */
  path: string;
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
  /** The match's place in the file (FileMatch.index): reports list issues in file order. */
  index?: number;
}

/** The instant a file's date and time mean: an offset makes it absolute, otherwise it is wall clock in `timeZone`. */
export function matchInstant(date: string, time: string, timeZone: string): number | null {
  const parts = TIME.exec(time.trim());
  if (!parts) return null;
  const [, h, m, sign, offH, offM] = parts;
  const hour = `${h.padStart(2, "0")}:${m}`;
  if (!sign) return kickoffInstant(date, hour, timeZone);
  const [y, mo, d] = date.split("-").map(Number);
  const offset = (Number(offH) * 60 + Number(offM ?? 0)) * 60_000 * (sign === "+" ? 1 : -1);
  return Date.UTC(y, mo - 1, d, Number(h), Number(m)) - offset;
}

/**
 * Reads every match of a file: the good ones converted to `appTimeZone` wall clock, the bad ones as issues
 * naming the match (`matches.12.team2`). `timeZone` is the zone of times written without an offset. Given `now`, a
 * result on a match that has not kicked off yet is an error (a file cannot know it).
 */
export function readMatches(
  file: MatchFile,
  timeZone: string,
  appTimeZone: string,
  now?: number,
): { matches: FileMatch[]; issues: MatchIssue[] } {
  const matches: FileMatch[] = [];
  const issues: MatchIssue[] = [];
  listMatches(file).forEach(({ path, raw, round }, index) => {
    const parsed = matchSchema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const message = isMessageKey(first.message) ? first.message : "invalidInput";
      issues.push({ path: [path, ...first.path].join("."), message, index });
      return;
    }
    const m = parsed.data;
    if (m.team1.toLocaleLowerCase() === m.team2.toLocaleLowerCase()) {
      issues.push({ path: `${path}.team2`, message: "teamsMustDiffer", index });
      return;
    }
    const kickoffAt = matchInstant(m.date, m.time, timeZone) as number;
    const ft = m.score?.ft;
    if (ft && now !== undefined && kickoffAt > now) {
      issues.push({ path: `${path}.score`, message: "matchResultInFuture", index });
      return;
    }
    const roundName = m.round ?? round ?? "";
    if (roundName.length > ROUND_MAX) {
      issues.push({ path: `${path}.round`, message: "roundTooLong", index });
      return;
    }
    matches.push({
      index,
      path,
      home: m.team1,
      away: m.team2,
      date: dateInZone(kickoffAt, appTimeZone),
      hour: hourInZone(kickoffAt, appTimeZone),
      kickoffAt,
      round: roundName,
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
  /** The competition to import into; without it, the one named like the file (created when new). */
  competition: competitionIdField.optional(),
});

export const openfootballImportResultSchema = z.object({
  /** The competition imported into; null on a dry run that would create it. */
  competitionId: z.string().nullable(),
  competitionCreated: z.boolean(),
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
