/**
 * Every message the server sends and every validation message a form shows, in both languages.
 * Schemas carry the key; the server translates it by Accept-Language and the web app by i18n,
 * so a rule's wording lives in exactly one place. Each area keeps its messages in messages/<area>.ts.
 */
import * as admin from "./messages/admin";
import * as competitions from "./messages/competitions";
import * as core from "./messages/core";
import * as csv from "./messages/csv";
import * as fixtures from "./messages/fixtures";
import * as games from "./messages/games";
import * as leagueRules from "./messages/league-rules";
import * as leagues from "./messages/leagues";
import * as mail from "./messages/mail";
import * as notifications from "./messages/notifications";

export const messages = {
  en: {
    ...core.en,
    ...admin.en,
    ...games.en,
    ...notifications.en,
    ...csv.en,
    ...leagues.en,
    ...fixtures.en,
    ...mail.en,
    ...competitions.en,
    ...leagueRules.en,
  },
  he: {
    ...core.he,
    ...admin.he,
    ...games.he,
    ...notifications.he,
    ...csv.he,
    ...leagues.he,
    ...fixtures.he,
    ...mail.he,
    ...competitions.he,
    ...leagueRules.he,
  },
} as const;

export type MessageKey = keyof (typeof messages)["en"];
export type Language = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages.en, value);
}

/** Translates a message key (with `{{name}}` parameters); unknown text passes through unchanged. */
export function translate(language: Language, keyOrText: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(keyOrText) ? messages[language][keyOrText] : keyOrText;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
