import { z } from "zod";
import { competitionIdField } from "./competitions";
import { leagueRulesResponseSchema } from "./league-rules";
import { nameRule } from "./names";

/** docs/rules.md "Leagues": what one player may own and one league may hold. */
export const MAX_OWNED_LEAGUES = 20;
export const MAX_LEAGUE_MEMBERS = 1000;

/**
 * Invite codes use letters and digits that cannot be mistaken for one another when read aloud or copied by hand
 * (no O beside 0, no I or L beside 1, no S beside 5, no Z beside 2, no B beside 8): 10 characters of a 26-character
 * alphabet, about 47 bits, drawn by the server's CSPRNG, so codes cannot be guessed or enumerated.
 */
export const INVITE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY346789";
export const INVITE_CODE_LENGTH = 10;

/** POST /leagues: a league may follow one competition: its table then counts that competition only. */
export const leagueInputSchema = z.object({ name: nameRule("leagueNameRequired"), competitionId: competitionIdField.optional() });

/** PUT /leagues/{id} (owner): the competition the league follows, or null for every competition. */
export const leagueUpdateSchema = z.object({ competitionId: competitionIdField.nullable() });
export type LeagueInput = z.input<typeof leagueInputSchema>;

/** A code as typed or pasted: case and surrounding spaces do not matter; the server says whether it is known. */
export const joinLeagueSchema = z.object({
  inviteCode: z
    .string({ error: "inviteCodeRequired" })
    .trim()
    .toUpperCase()
    .min(1, { error: "inviteCodeRequired" })
    .max(64, { error: "leagueNotFound" }),
});

export const leagueSchema = z.object({
  _id: z.string(),
  name: z.string(),
  inviteCode: z.string(),
  ownerId: z.string(),
  memberCount: z.number(),
  /** The competition its table counts, or null for every competition. */
  competitionId: z.string().nullable(),
  /** How its table scores (docs/rules.md "A league's own rules"). */
  rules: leagueRulesResponseSchema,
});
export type League = z.infer<typeof leagueSchema>;

export const leagueMemberSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  username: z.string(),
  joinedAt: z.string(),
});
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** GET /leagues/{id}: the league and its members, longest-standing first (at most MAX_LEAGUE_MEMBERS). */
export const leagueDetailsSchema = z.object({ league: leagueSchema, members: z.array(leagueMemberSchema) });
export type LeagueDetails = z.infer<typeof leagueDetailsSchema>;

export const leagueListSchema = z.object({ leagues: z.array(leagueSchema) });

/**
 * What an invite link tells anyone who opens it, signed in or not (POST /leagues/invitation with the code in the body,
 * never in an address): the league's name and size and who owns it. Nothing else of the league.
 */
export const invitationSchema = z.object({
  league: z.object({ name: z.string(), memberCount: z.number() }),
  inviter: z.object({ name: z.string() }),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The link a member shares: opened signed out, it leads through login or registration into the league. */
export const invitePath = (inviteCode: string) => `/join/${encodeURIComponent(inviteCode)}`;
