import { z } from "zod";
import { MAX_SCORE, predictedResultSchema } from "./games";
import { ID_PATTERN } from "./ids";

const score = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? "enterBothScores" : "scoreRange") })
  .int({ error: "scoreRange" })
  .min(0, { error: "scoreRange" })
  .max(MAX_SCORE, { error: "scoreRange" });

export const predictionSchema = z.object({ homeScore: score, awayScore: score }, { error: "enterBothScores" });

export const betInputSchema = z.object({
  gameId: z.string({ error: "gameNotFound" }).regex(ID_PATTERN, { error: "invalidInput" }),
  predictedResult: predictionSchema,
  /** Sets (true) or takes off (false) the round's joker on this bet; left as it is when absent. */
  joker: z.boolean({ error: "invalidInput" }).optional(),
});

/** PUT /bets/{id}: the same prediction and joker as POST /bets, on a bet already placed. */
export const betUpdateSchema = betInputSchema.omit({ gameId: true });

/** The place-bet form: two text inputs; both required, whole numbers 0-99. */
export const betFormSchema = z
  .object({ homeScore: z.string(), awayScore: z.string() })
  .superRefine((form, ctx) => {
    if (form.homeScore.trim() === "" || form.awayScore.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["homeScore"], message: "enterBothScores" });
      return;
    }
    for (const key of ["homeScore", "awayScore"] as const) {
      const value = form[key].trim();
      if (!/^\d{1,2}$/.test(value)) ctx.addIssue({ code: "custom", path: [key], message: "scoreRange" });
    }
  })
  .transform((form) => ({ homeScore: Number(form.homeScore), awayScore: Number(form.awayScore) }));

export const betSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  gameId: z.string(),
  /** Null while the pick is hidden from the caller (docs/rules.md "Fair play"). */
  predictedResult: predictedResultSchema.nullable(),
  /** The game is still open and the bet is another player's: its pick is withheld until the lock. */
  hidden: z.boolean(),
  /** The round's joker is on this bet; null while hidden from the caller, like the pick. */
  joker: z.boolean().nullable(),
  points: z.number(),
  isCalculated: z.boolean(),
  createdAt: z.string(),
});
export type Bet = z.infer<typeof betSchema>;

/**
 * A bet of GET /users/{id}/bets, as the profile shows it: the player is the profile's, the game comes from
 * GET /games/catalog and the order is the ids' (time-ordered), so a row carries only the pick and its points.
 */
export const profileBetSchema = betSchema.pick({
  _id: true,
  gameId: true,
  predictedResult: true,
  hidden: true,
  joker: true,
  points: true,
  isCalculated: true,
});
export type ProfileBet = z.infer<typeof profileBetSchema>;
export const profileBetsResponseSchema = z.object({ bets: z.array(profileBetSchema) });
