import type { Generated, Selectable } from "kysely";

/** Booleans are stored as 0/1 integers on both dialects so rows read the same everywhere. */
export type Flag = number;

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  fullName: string;
  passwordHash: string;
  isAdmin: Generated<Flag>;
  totalPoints: Generated<number>;
  totalBets: Generated<number>;
  /** Running tallies kept by the scoring transaction, so rankings never scan every bet. */
  scoredBets: Generated<number>;
  correctPredictions: Generated<number>;
  exactScores: Generated<number>;
  /** Bumped on password change: tokens carry it, so older tokens die. */
  tokenVersion: Generated<number>;
  remindersEnabled: Generated<Flag>;
  /** The language of the account's mails (docs/rules.md "Mail"). */
  language: Generated<string>;
  /** Kickoff reminders by e-mail, off by default. */
  emailReminders: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface TeamsTable {
  id: string;
  name: string;
  /** Lower-cased name: the unique key, so names are unique case-insensitively. */
  nameKey: string;
  logoUrl: Generated<string>;
  description: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface CompetitionsTable {
  id: string;
  name: string;
  /** Lower-cased name: the unique key, so names are unique case-insensitively. */
  nameKey: string;
  status: "active" | "finished";
  createdAt: string;
  updatedAt: string;
}

export interface GamesTable {
  id: string;
  /** Every game belongs to exactly one competition (docs/rules.md "Competitions"). */
  competitionId: string;
  homeTeamId: string;
  awayTeamId: string;
  date: string;
  hour: string;
  /** Kickoff instant in ms since the epoch, derived from date + hour in APP_TIMEZONE. */
  kickoffAt: number;
  round: string;
  isBettingLocked: Generated<Flag>;
  isFinished: Generated<Flag>;
  homeScore: number | null;
  awayScore: number | null;
  /** The running score while the game is live (locked, not finished); both null otherwise. */
  liveHome: number | null;
  liveAway: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface BetsTable {
  id: string;
  userId: string;
  gameId: string;
  homeScore: number;
  awayScore: number;
  points: Generated<number>;
  isCalculated: Generated<Flag>;
  /** The player's joker for this bet's round (docs/rules.md "A league's own rules"): at most one per round. */
  joker: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface PushSubscriptionsTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** JSON text of the browser's deviceInfo. */
  deviceInfo: string;
  createdAt: string;
  updatedAt: string;
}

export interface NotificationsTable {
  id: string;
  title: string;
  body: string;
  type: string;
  targetType: string;
  /** JSON array of user ids for specific-users targets. */
  targetUserIds: string;
  status: string;
  scheduledFor: number | null;
  sentAt: string | null;
  requireInteraction: Generated<Flag>;
  /** JSON array of {action, title}. */
  actions: string;
  url: string;
  sentById: string | null;
  sentByUsername: string;
  deliveryTotal: Generated<number>;
  deliverySuccessful: Generated<number>;
  deliveryFailed: Generated<number>;
  error: string | null;
  createdAt: string;
}

export interface GameRemindersTable {
  gameId: string;
  userId: string;
  sentAt: string;
}

export interface ResultPushesTable {
  gameId: string;
  homeScore: number;
  awayScore: number;
  sentAt: string;
}

export interface LeaguesTable {
  id: string;
  name: string;
  /** Unique; replaced when the owner asks for a new link (docs/rules.md "Leagues"). */
  inviteCode: string;
  ownerId: string;
  /** The competition the league's table counts; null: every competition. */
  competitionId: Generated<string | null>;
  /** Its scoring (docs/rules.md "A league's own rules"); the defaults are the seed's 3/1/1 without joker. */
  ruleExact: Generated<number>;
  ruleDifference: Generated<number>;
  ruleOutcome: Generated<number>;
  ruleJoker: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
}

export interface BonusQuestionsTable {
  id: string;
  leagueId: string;
  text: string;
  kind: string;
  points: number;
  /** Epoch milliseconds: answers are taken until then, and shown to every member from then on. */
  closesAt: number;
  /** The right answer, stored as answers are; null until the owner resolves the question. */
  result: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BonusAnswersTable {
  questionId: string;
  userId: string;
  answer: string;
  /** The question's points when the answer matches its result; 0 otherwise and until resolved. */
  points: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface LeagueMembersTable {
  leagueId: string;
  userId: string;
  /** When the member joined: the longest-standing member inherits a league whose owner is deleted. */
  joinedAt: string;
}

export interface AppStateTable {
  key: string;
  value: string;
}

export interface GameAuditTable {
  id: string;
  gameId: string;
  at: string;
  /** A user id, or "feed". */
  by: string;
  field: string;
  /** JSON text of the value as the game shows it ("2:1", true, null). */
  fromValue: string;
  toValue: string;
}

export interface FeedResultsTable {
  gameId: string;
  homeScore: number;
  awayScore: number;
  appliedAt: string;
}

export interface ResultsFeedTable {
  id: string;
  leaseOwner: string | null;
  /** ISO instants: compared as text, which orders them correctly. */
  leaseUntil: string | null;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  nextPollAt: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 (hex) of the link's token: the token itself is never stored. */
  tokenHash: string;
  userId: string;
  /** The user's tokenVersion at issue: a password change since then voids the link. */
  tokenVersion: number;
  expiresAt: number;
  createdAt: string;
}

export interface MailOutboxTable {
  id: string;
  /** What to compose when it is sent: "passwordReset" or "reminder". */
  kind: string;
  userId: string;
  /** JSON text the kind's composer reads (a reminder's game ids). */
  payload: Generated<string>;
  /** pending, sending, sent or failed. */
  status: string;
  attempts: Generated<number>;
  /** ms since the epoch: a pending row is due from then on. */
  nextAttemptAt: number;
  /** ms since the epoch when an instance claimed it; a stale claim was left by a crashed instance. */
  claimedAt: number | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface EmailRemindersTable {
  gameId: string;
  userId: string;
  sentAt: string;
}

export interface Database {
  users: UsersTable;
  teams: TeamsTable;
  competitions: CompetitionsTable;
  games: GamesTable;
  bets: BetsTable;
  pushSubscriptions: PushSubscriptionsTable;
  notifications: NotificationsTable;
  gameReminders: GameRemindersTable;
  resultPushes: ResultPushesTable;
  leagues: LeaguesTable;
  leagueMembers: LeagueMembersTable;
  bonusQuestions: BonusQuestionsTable;
  bonusAnswers: BonusAnswersTable;
  appState: AppStateTable;
  gameAudit: GameAuditTable;
  feedResults: FeedResultsTable;
  resultsFeed: ResultsFeedTable;
  passwordResets: PasswordResetsTable;
  mailOutbox: MailOutboxTable;
  emailReminders: EmailRemindersTable;
}

/** A user as stored: the request's signed-in caller is one. */
export type UserRow = Selectable<UsersTable>;
