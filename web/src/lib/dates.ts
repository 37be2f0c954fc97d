/**
 * Date display. dayjs carries the Hebrew locale; the format follows the interface language.
 *   formatKickoff("2025-03-01", "20:30") -> "Mar 1, 2025 20:30" (en) / "מרץ 1, 2025 20:30" (he)
 * Game date + hour are the league's wall clock (APP_TIMEZONE on the server) and are shown as stored.
 */
import dayjs from "dayjs";
import "dayjs/locale/he";
import { currentLanguage } from "../i18n";

export const KICKOFF_FORMAT = "MMM D, YYYY HH:mm";
export const DATE_FORMAT = "MMM D, YYYY";

function locale(language?: string): string {
  return (language ?? currentLanguage()) === "he" ? "he" : "en";
}

/** 'MMM D, YYYY HH:mm' from a game's date (YYYY-MM-DD) and hour (HH:MM). */
export function formatKickoff(date: string, hour: string, language?: string): string {
  const value = dayjs(`${date}T${hour || "00:00"}`);
  return value.isValid() ? value.locale(locale(language)).format(KICKOFF_FORMAT) : `${date} ${hour}`.trim();
}

/** 'MMM D, YYYY' from a YYYY-MM-DD date or an ISO timestamp. */
export function formatDate(value: string | Date, language?: string): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale(locale(language)).format(DATE_FORMAT) : String(value);
}

/** 'MMM D, YYYY HH:mm' in the browser's time zone, for timestamps (createdAt, scheduledFor). */
export function formatDateTime(value: string | Date, language?: string): string {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.locale(locale(language)).format(KICKOFF_FORMAT) : String(value);
}
