import { z } from "zod";
import { emailSchema, isBlankPassword, newPasswordRule, PASSWORD_MIN } from "./auth";
import { nameRule } from "./names";

export const leaderboardEntrySchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  totalPoints: z.number(),
  totalBets: z.number(),
  correctPredictions: z.number(),
  exactScores: z.number(),
  accuracy: z.number(),
  rank: z.number(),
  /** Live table only (`?live=true`): what the player's bets on live games would earn at the current live scores. */
  livePoints: z.number().optional(),
  /** Live table only: the rank without live points minus the rank with them (positive: moved up). */
  rankChange: z.number().optional(),
  /** League tables only: what jokers added on top of the bets' own points (in totalPoints). */
  jokerPoints: z.number().optional(),
  /** League tables only: points from the league's resolved bonus questions (in totalPoints). */
  bonusPoints: z.number().optional(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** One first place of a finished round (docs/rules.md "Ranking and stats": round tables and winners). */
export const roundWinnerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  points: z.number(),
});
export type RoundWinner = z.infer<typeof roundWinnerSchema>;

/**
 * GET /users/leaderboard/winners?round=: the round asked for (or, without `round`, the latest finished round; null when
 * none is), whether every game of it is finished, and its winners: every player tied first, none until it is finished.
 */
export const roundWinnersSchema = z.object({
  round: z.string().nullable(),
  finished: z.boolean(),
  winners: z.array(roundWinnerSchema),
});
export type RoundWinners = z.infer<typeof roundWinnersSchema>;

/** One round of a player's season: points in it, and total points and rank in the overall table after it. */
export const historyRowSchema = z.object({
  round: z.string(),
  points: z.number(),
  totalPoints: z.number(),
  rank: z.number(),
});
export type HistoryRow = z.infer<typeof historyRowSchema>;

/** GET /users/{id}/history: one row per round with a scored bet of the player, rounds by first kickoff. */
export const userHistorySchema = z.object({ history: z.array(historyRowSchema) });
export type UserHistory = z.infer<typeof userHistorySchema>;

/** The leaderboard's totals over every ranked player, whatever page a client has loaded (docs/rules.md "Ranking and stats"). */
export const leaderboardSummarySchema = z.object({
  totalPlayers: z.number(),
  totalBets: z.number(),
  highestScore: z.number(),
  correctPredictions: z.number(),
  exactScores: z.number(),
  /** Points per player, one decimal. */
  averagePoints: z.number(),
});
export type LeaderboardSummary = z.infer<typeof leaderboardSummarySchema>;

/** How many of a player's bets ended each way (docs/rules.md "Scoring"): counted by the server from the totals. */
export const outcomeCountsSchema = z.object({
  perfect: z.number(),
  correct: z.number(),
  incorrect: z.number(),
  pending: z.number(),
});
export type OutcomeCounts = z.infer<typeof outcomeCountsSchema>;

export const userStatsSchema = z.object({
  totalPoints: z.number(),
  totalBets: z.number(),
  correctPredictions: z.number(),
  /** null for an admin who has never bet: in no table (docs/rules.md "Ranking and stats"). */
  rank: z.number().nullable(),
  /** Always sent by the server; absent only when the web derives stats from a leaderboard row. */
  outcomes: outcomeCountsSchema.optional(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  totalGames: z.number(),
  totalBets: z.number(),
  activeGames: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

const username = nameRule("usernameEmailRequired");
const adminEmail = z
  .string({ error: "usernameEmailRequired" })
  .trim()
  .min(1, { error: "usernameEmailRequired" })
  .pipe(emailSchema);

/** POST /users/admin. */
export const adminCreateUserSchema = z.object({
  username,
  email: adminEmail,
  password: newPasswordRule("passwordRequiredForNew"),
  isAdmin: z.boolean().optional().default(false),
});

/** PUT /users/{id}. */
export const adminUpdateUserSchema = z.object({
  username,
  email: adminEmail,
  isAdmin: z.boolean().optional(),
});

/** The admin's user form (one schema for add and edit: the password is required only when adding). */
export const userFormSchema = (isNew: boolean) =>
  z.object({ username: z.string(), email: z.string(), password: z.string(), isAdmin: z.boolean() }).superRefine((form, ctx) => {
    if (!form.username.trim() || !form.email.trim()) {
      ctx.addIssue({ code: "custom", path: [form.username.trim() ? "email" : "username"], message: "usernameEmailRequired" });
    }
    if (isNew && !form.password) ctx.addIssue({ code: "custom", path: ["password"], message: "passwordRequiredForNew" });
    else if (form.password && form.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "passwordMin" });
    } else if (isBlankPassword(form.password)) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "passwordBlank" });
    }
  });

export type RoundUserStatus = "none" | "partial" | "complete";

/** Admin round status: No Bets (0), Complete (bets equal games), Partial otherwise; percent = round(bets / games x 100). */
export function roundUserStatus(bets: number, games: number): { status: RoundUserStatus; percent: number } {
  const percent = games > 0 ? Math.round((bets / games) * 100) : 0;
  if (bets === 0) return { status: "none", percent };
  return { status: bets >= games ? "complete" : "partial", percent };
}

/** One player's row of GET /games/round-status. */
export const roundUserRowSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  bets: z.number(),
  games: z.number(),
  percent: z.number(),
  status: z.enum(["none", "partial", "complete"]),
});
export type RoundUserRow = z.infer<typeof roundUserRowSchema>;

/** GET /games/round-status?round=: the admin dashboard's betting status of one round. */
export const roundStatusSchema = z.object({
  round: z.string(),
  totalGames: z.number(),
  usersBetAll: z.number(),
  usersWithNoBets: z.number(),
  users: z.array(roundUserRowSchema),
});
export type RoundStatus = z.infer<typeof roundStatusSchema>;
