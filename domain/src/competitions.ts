import { z } from "zod";
import { ID_PATTERN } from "./ids";
import { nameRule } from "./names";

/**
 * docs/rules.md "Competitions": a tournament or a season. Every game belongs to exactly one; a finished competition
 * takes no new game and no bet, and its tables stay readable.
 */
export const COMPETITION_STATUSES = ["active", "finished"] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** The competition an existing database moves into and a fresh one starts with. */
export const MAIN_COMPETITION = "Main";

/** A competition id as a body field or filter: its shape here, its existence checked by the server (400 when unknown). */
export const competitionIdField = z.string({ error: "competitionNotFound" }).regex(ID_PATTERN, { error: "competitionNotFound" });

/** `?competition=<id>` on every game list, leaderboard, stats and history route. */
export const competitionQuery = z.object({ competition: competitionIdField.optional() });

export const competitionInputSchema = z.object({ name: nameRule("competitionNameRequired") });

export const competitionUpdateSchema = z.object({
  name: nameRule("competitionNameRequired").optional(),
  status: z.enum(COMPETITION_STATUSES, { error: "invalidInput" }).optional(),
});
export type CompetitionUpdate = z.infer<typeof competitionUpdateSchema>;

export const competitionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(COMPETITION_STATUSES),
  gameCount: z.number(),
  /** ISO instants of its first and last kickoff; null while it holds no game. */
  firstKickoff: z.string().nullable(),
  lastKickoff: z.string().nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;

/** GET /competitions: active ones first, then finished ones, each by first kickoff (empty ones last, by name). */
export const competitionListSchema = z.object({ competitions: z.array(competitionSchema) });
export type CompetitionList = z.infer<typeof competitionListSchema>;

const kickoffOrder = (c: Competition) => (c.firstKickoff === null ? Number.POSITIVE_INFINITY : Date.parse(c.firstKickoff));

/** The order GET /competitions lists them in. */
export function sortCompetitions(list: Competition[]): Competition[] {
  return [...list].sort(
    (a, b) =>
      (a.status === b.status ? 0 : a.status === "active" ? -1 : 1) ||
      kickoffOrder(a) - kickoffOrder(b) ||
      a.name.localeCompare(b.name) ||
      (a._id < b._id ? -1 : 1),
  );
}
