import type { Language } from "@app/domain";
import type { AppDeps } from "../../deps";
import { type Composer, mailEnabled } from "../mail/deliver";
import { composeMail, type MailContent, mailLanguage, mailTranslator } from "../mail/layout";
import { enqueueMail } from "../mail/outbox";
import * as repo from "./repo";
import { signUnsubscribeToken } from "./unsubscribe-token";

export const REMINDER_MAIL = "reminder";

/**
 * Kickoff reminders by e-mail (docs/rules.md "Mail"), beside the push ones of reminders.ts: for each game open for
 * betting that kicks off within REMINDER_MINUTES_BEFORE, every player with e-mail reminders on and no bet on it is
 * claimed in `email_reminders` (the primary key is the guard, as for push), and each claimed player gets one mail
 * naming all their games of that window. Claims and queued mail commit together, so two instances never both
 * queue a player's reminder, and a claim never exists without its mail. Returns how many mails were queued.
 */
export async function queueEmailReminders(deps: AppDeps): Promise<number> {
  if (!mailEnabled(deps.config)) return 0;
  const now = deps.now();
  const games = await repo.gamesKickingOff(deps.db, now, now + deps.config.reminderMinutesBefore * 60_000);
  if (games.length === 0) return 0;
  return deps.db.transaction().execute(async (trx) => {
    const gamesOf = new Map<string, string[]>();
    for (const game of games) {
      const candidates = await repo.reminderCandidates(trx, game.id, "email");
      if (candidates.length === 0) continue;
      for (const userId of await repo.insertReminderClaims(trx, "email", game.id, candidates, new Date(now).toISOString())) {
        gamesOf.set(userId, [...(gamesOf.get(userId) ?? []), game.id]);
      }
    }
    for (const [userId, gameIds] of gamesOf) await enqueueMail(trx, { kind: REMINDER_MAIL, userId, payload: { gameIds } }, now);
    return gamesOf.size;
  });
}

function kickoffText(kickoffAt: number, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === "he" ? "he-IL" : "en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(kickoffAt);
}

/**
 * The reminder mail, composed as it is sent: the games of its window still open and still without the player's bet
 * (none left, or reminders turned off meanwhile: nothing is sent), a link to the tip sheet and the one-click
 * unsubscribe link, also as RFC 8058 List-Unsubscribe headers.
 */
export const composeReminderMail: Composer = async (deps, row) => {
  const user = await deps.db.selectFrom("users").selectAll().where("id", "=", row.userId).executeTakeFirst();
  if (user?.emailReminders !== 1) return null;
  const { gameIds } = JSON.parse(row.payload) as { gameIds: string[] };
  const games = await repo.openGamesWithoutBet(deps.db, gameIds, user.id);
  if (games.length === 0) return null;
  const language = mailLanguage(user.language);
  const t = mailTranslator(language);
  const token = await signUnsubscribeToken(deps.jwtSecret, user.id);
  const base = deps.config.publicUrl;
  const content: MailContent = {
    language,
    subject: t("reminderMailSubject", { count: games.length }),
    greeting: t("mailGreeting", { name: user.fullName || user.username }),
    intro: [t("reminderMailIntro")],
    list: games.map((g) =>
      t("reminderMailGame", {
        home: g.homeName,
        away: g.awayName,
        kickoff: kickoffText(g.kickoffAt, language, deps.config.timezone),
      }),
    ),
    action: { label: t("reminderMailAction"), url: `${base}/upcoming-games` },
    notes: [t("reminderMailWhy")],
    footerLink: { label: t("reminderMailUnsubscribe"), url: `${base}${UNSUBSCRIBE_PAGE}?token=${token}` },
    signature: t("mailSignature"),
  };
  return composeMail(user.email, content, {
    "List-Unsubscribe": `<${base}${UNSUBSCRIBE_PAGE}?token=${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
};

/** The unsubscribe API route the web page posts to (no session). */
export const UNSUBSCRIBE_PATH = "/api/notifications/email-reminders/unsubscribe";
/** The mail's unsubscribe link and List-Unsubscribe address: the web page on GET, the one-click unsubscribe on POST. */
export const UNSUBSCRIBE_PAGE = "/unsubscribe";
