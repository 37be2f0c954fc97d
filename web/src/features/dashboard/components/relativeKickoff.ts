import { relativeTimeFormat } from "../../../lib/intl";

const MINUTE = 60_000;

/** 'in 10 minutes', 'in 3 hours', 'tomorrow', 'in 4 days' (or the Hebrew equivalents) until a kickoff. */
export function relativeKickoff(kickoffMs: number, nowMs: number, language: string): string {
  const format = relativeTimeFormat(language, { numeric: "auto" });
  const minutes = Math.max(1, Math.round((kickoffMs - nowMs) / MINUTE));
  if (minutes < 60) return format.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(hours, "hour");
  return format.format(Math.round(hours / 24), "day");
}

/** Under three hours to go: the card says so loudly. */
export function isKickoffSoon(kickoffMs: number, nowMs: number): boolean {
  return kickoffMs - nowMs < 3 * 60 * MINUTE;
}
