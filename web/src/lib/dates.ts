/**
 * Date display with the browser's Intl. English keeps the spec's 'MMM D, YYYY HH:mm'; Hebrew uses he-IL's own
 * pattern (day before month, "1 במרץ 2025, 20:30"), as docs/rules.md "Look and language" asks.
 *   formatKickoff("2025-03-01", "20:30", "en") -> "Mar 1, 2025 20:30"
 * Game date + hour are the league's wall clock (APP_TIMEZONE on the server): shown as stored unless the viewer's
 * clock differs (formatKickoff).
 */
import { currentLanguage } from "../i18n";
import { dateTimeFormat } from "./intl";

const DATE_PARTS = { year: "numeric", month: "short", day: "numeric" } as const;
const TIME_PARTS = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** The English pattern from Intl's parts, so month names stay Intl's while the layout is the spec's. */
function english(parts: Parts, withTime: boolean): string {
  const date = `${parts.month} ${parts.day}, ${parts.year}`;
  return withTime ? `${date} ${parts.hour}:${parts.minute}` : date;
}

/** `value` in the interface language; `timeZone` "UTC" shows a wall-clock value built with Date.UTC as stored. */
function format(value: Date, withTime: boolean, language: string | undefined, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { ...DATE_PARTS, ...(withTime && TIME_PARTS), timeZone };
  if ((language ?? currentLanguage()) === "he") return dateTimeFormat("he-IL", options).format(value);
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", options)
      .formatToParts(value)
      .map((part) => [part.type, part.value]),
  );
  return english(parts, withTime);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** A YYYY-MM-DD date (and HH:MM) as a Date whose UTC fields are those numbers; null when it is not one. */
function wallClock(date: string, hour = "00:00"): Date | null {
  const match = WALL_CLOCK.exec(`${date}T${hour || "00:00"}`);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map((part) => Number(part ?? 0));
  const value = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return value.getUTCMonth() === mo - 1 && value.getUTCDate() === d && h < 24 && mi < 60 ? value : null;
}

/** The browser's own time zone (where the viewer is). */
export const viewerTimeZone = (): string => dateTimeFormat(undefined).resolvedOptions().timeZone;

/**
 * A game's kickoff from its date (YYYY-MM-DD) and hour (HH:MM), the league's wall clock (APP_TIMEZONE). Given the
 * kickoff instant, a viewer whose clock reads otherwise at that moment sees it in their own zone with the zone's
 * short name ("Mar 1, 2025 21:30 GMT+1"), so no one has to convert (docs/rules.md "Delivery"). Admin screens pass
 * no instant: they edit league time.
 */
export function formatKickoff(
  date: string,
  hour: string,
  language?: string,
  kickoffAt?: string,
  timeZone = viewerTimeZone(),
): string {
  const value = wallClock(date, hour);
  if (!value) return `${date} ${hour}`.trim();
  const instant = kickoffAt ? new Date(kickoffAt) : null;
  if (!instant || Number.isNaN(instant.getTime()) || sameWallClock(instant, value, timeZone)) {
    return format(value, true, language, "UTC");
  }
  return `${format(instant, true, language, timeZone)} ${zoneName(instant, language, timeZone)}`;
}

/** Whether `instant` reads as `wall` (a Date.UTC-built wall clock) on a clock in `timeZone`. */
function sameWallClock(instant: Date, wall: Date, timeZone: string): boolean {
  const parts = Object.fromEntries(
    dateTimeFormat("en-US", { ...DATE_PARTS, ...TIME_PARTS, month: "numeric", timeZone })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return local === wall.getTime();
}

function zoneName(instant: Date, language: string | undefined, timeZone: string): string {
  const locale = (language ?? currentLanguage()) === "he" ? "he-IL" : "en-US";
  const parts = dateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(instant);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A day: a YYYY-MM-DD date as written, or an ISO timestamp in the browser's time zone. */
export function formatDate(value: string | Date, language?: string): string {
  const day = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? wallClock(value) : null;
  if (day) return format(day, false, language, "UTC");
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? String(value) : format(parsed, false, language);
}

/** A timestamp (createdAt, scheduledFor) with its time, in the browser's time zone. */
export function formatDateTime(value: string | Date, language?: string): string {
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? String(value) : format(parsed, true, language);
}
