import { z } from "zod";
import { competitionIdField } from "./competitions";
import { ID_PATTERN } from "./ids";
import { isValidDate, isValidHour } from "./kickoff";
import { formatFinalResult, parseFinalResult } from "./scoring";
import { MAX_IMPORT_ROWS, teamRefSchema } from "./teams";

export const MAX_SCORE = 99;
export const ROUND_MAX = 60;

const teamId = (requiredKey: "homeTeamRequired" | "awayTeamRequired") =>
  z.string({ error: requiredKey }).min(1, { error: requiredKey }).regex(ID_PATTERN, { error: "invalidInput" });

const dateField = z
  .string({ error: "dateRequired" })
  .trim()
  .min(1, { error: "dateRequired" })
  .refine(isValidDate, { error: "dateInvalid" });
const hourField = z
  .string({ error: "timeRequired" })
  .trim()
  .min(1, { error: "timeRequired" })
  .refine(isValidHour, { error: "timeInvalid" });

/** "" (no result) or "h:a" with scores 0-99. */
export const finalResultField = z
  .string()
  .trim()
  .refine((v) => v === "" || parseFinalResult(v) !== null, { error: "finalResultInvalid" });

const roundField = z.string().trim().max(ROUND_MAX, { error: "roundTooLong" });

const gameFields = {
  homeGroupId: teamId("homeTeamRequired"),
  awayGroupId: teamId("awayTeamRequired"),
  date: dateField,
  hour: hourField,
  round: roundField.optional().default(""),
  isBettingLocked: z.boolean().optional().default(false),
  isFinished: z.boolean().optional().default(false),
  finalResult: finalResultField.optional().default(""),
};

interface GameRules {
  homeGroupId: string;
  awayGroupId: string;
  isFinished: boolean;
  finalResult: string;
}

/** Cross-field rules of a game, shared by create, update, import and the admin form. */
export function gameRuleIssues(game: GameRules): { path: string; message: "teamsMustDiffer" | "scoresRequiredFinished" }[] {
  const issues: { path: string; message: "teamsMustDiffer" | "scoresRequiredFinished" }[] = [];
  if (game.homeGroupId === game.awayGroupId) issues.push({ path: "awayGroupId", message: "teamsMustDiffer" });
  if (game.isFinished && !game.finalResult) issues.push({ path: "finalResult", message: "scoresRequiredFinished" });
  return issues;
}

const withGameRules = <T extends z.ZodType<GameRules>>(schema: T) =>
  schema.superRefine((game, ctx) => {
    for (const issue of gameRuleIssues(game)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
  });

/**
 * POST /games body; each row of POST /games/import is the same without `competitionId` (the import names it once, in
 * its query). Without it the game goes to the only active competition (docs/rules.md "Competitions").
 */
export const gameInputSchema = withGameRules(z.object({ ...gameFields, competitionId: competitionIdField.optional() }));
export type GameInput = z.input<typeof gameInputSchema>;
export type GameValues = z.output<typeof gameInputSchema>;

/** PUT /games/{id}: any subset of the fields; the merged game must still satisfy the rules (checked by the service). */
export const gameUpdateSchema = z
  .object({
    homeGroupId: teamId("homeTeamRequired"),
    awayGroupId: teamId("awayTeamRequired"),
    date: dateField,
    hour: hourField,
    round: roundField,
    isBettingLocked: z.boolean(),
    isFinished: z.boolean(),
    finalResult: finalResultField,
    /** Moves the game to another competition (409 into a finished one). */
    competitionId: competitionIdField,
  })
  .partial();

/** PUT /games/{id}/live: the running score of a live game as "h:a" (0-99 each), or "" to clear it. */
export const gameLiveScoreSchema = z.object({
  liveScore: z
    .string({ error: "liveScoreInvalid" })
    .trim()
    .refine((v) => v === "" || parseFinalResult(v) !== null, { error: "liveScoreInvalid" }),
});

/** PUT /games/{id}/result. */
export const gameResultSchema = z.object({
  finalResult: finalResultField,
  isFinished: z.boolean().optional(),
  isBettingLocked: z.boolean().optional(),
});

export const gameImportSchema = z.object({
  games: z.array(z.object(gameFields)).min(1, { error: "importEmpty" }).max(MAX_IMPORT_ROWS, { error: "tooLong" }),
});

/** The admin game form: strings as typed; `gameFormToInput` turns a valid form into the API body. */
export const gameFormSchema = z
  .object({
    homeGroupId: z.string().min(1, { error: "homeTeamRequired" }),
    awayGroupId: z.string().min(1, { error: "awayTeamRequired" }),
    date: z.string().min(1, { error: "dateRequired" }).refine(isValidDate, { error: "dateInvalid" }),
    hour: z.string().min(1, { error: "timeRequired" }).refine(isValidHour, { error: "timeInvalid" }),
    round: z.string().max(ROUND_MAX, { error: "roundTooLong" }),
    isBettingLocked: z.boolean(),
    isFinished: z.boolean(),
    homeScore: z.string(),
    awayScore: z.string(),
  })
  .superRefine((form, ctx) => {
    const home = form.homeScore.trim();
    const away = form.awayScore.trim();
    const digits = /^\d{1,2}$/;
    for (const [path, value] of [
      ["homeScore", home],
      ["awayScore", away],
    ] as const) {
      if (value !== "" && !digits.test(value)) ctx.addIssue({ code: "custom", path: [path], message: "scoresInvalid" });
    }
    if ((home === "") !== (away === "")) {
      ctx.addIssue({ code: "custom", path: [home === "" ? "homeScore" : "awayScore"], message: "scoresBothOrNeither" });
    } else if (form.isFinished && home === "" && away === "") {
      ctx.addIssue({ code: "custom", path: ["homeScore"], message: "scoresRequiredFinished" });
    }
    if (form.homeGroupId && form.homeGroupId === form.awayGroupId) {
      ctx.addIssue({ code: "custom", path: ["awayGroupId"], message: "teamsMustDiffer" });
    }
  });
export type GameForm = z.infer<typeof gameFormSchema>;

/** finalResult is built as "home:away", or "" when both scores are empty. */
export function gameFormToInput(form: GameForm): GameValues {
  const home = form.homeScore.trim();
  const away = form.awayScore.trim();
  return {
    homeGroupId: form.homeGroupId,
    awayGroupId: form.awayGroupId,
    date: form.date,
    hour: form.hour,
    round: form.round.trim(),
    isBettingLocked: form.isBettingLocked,
    isFinished: form.isFinished,
    finalResult: home !== "" && away !== "" ? formatFinalResult({ homeScore: Number(home), awayScore: Number(away) }) : "",
  };
}

export const predictedResultSchema = z.object({ homeScore: z.number(), awayScore: z.number() });

export const userBetSchema = z.object({
  _id: z.string(),
  predictedResult: predictedResultSchema,
  /** The round's joker is on this bet (docs/rules.md "A league's own rules"). */
  joker: z.boolean(),
  points: z.number(),
  isCalculated: z.boolean(),
  createdAt: z.string(),
});
export type UserBet = z.infer<typeof userBetSchema>;

export const gameSchema = z.object({
  _id: z.string(),
  /** The competition the game belongs to (docs/rules.md "Competitions"). */
  competitionId: z.string(),
  homeGroupId: teamRefSchema,
  awayGroupId: teamRefSchema,
  date: z.string(),
  hour: z.string(),
  /** The kickoff instant, ISO 8601. */
  kickoffAt: z.string(),
  round: z.string(),
  /** True from kickoff on, whatever was stored. */
  isBettingLocked: z.boolean(),
  isFinished: z.boolean(),
  finalResult: z.string(),
  status: z.enum(["upcoming", "live", "finished"]),
  /** The running score ("h:a") while the game is live (locked, not finished) and the admin has set one; else null. */
  liveScore: z.string().nullable(),
  /** When the game was added (ISO 8601): the admin's recent activity lists the latest additions by it. */
  createdAt: z.string(),
  userBet: userBetSchema.nullable(),
});
export type Game = z.infer<typeof gameSchema>;

/** A game as every player sees it: no one's bet. */
export const catalogGameSchema = gameSchema.omit({ userBet: true });
export type CatalogGame = z.infer<typeof catalogGameSchema>;
/** GET /games/catalog: every game, kickoff ascending; the games of a player's bets (GET /users/{id}/bets) come from it. */
export const gameCatalogResponseSchema = z.object({ games: z.array(catalogGameSchema) });
export type GameCatalogResponse = z.infer<typeof gameCatalogResponseSchema>;

export const roundsResponseSchema = z.object({
  rounds: z.array(z.string()),
  currentRound: z.string().nullable(),
  /** Today's date (YYYY-MM-DD) in APP_TIMEZONE: the day "within 5 days" counts from, whatever the viewer's clock says. */
  today: z.string(),
  /** APP_TIMEZONE, the zone of every game's date and hour (the admin form's times are in it). */
  timeZone: z.string(),
});
/** GET /games/rounds: every round name in natural order ("Round 2" before "Round 10"), the current round and today. */
export type RoundsResponse = z.infer<typeof roundsResponseSchema>;
