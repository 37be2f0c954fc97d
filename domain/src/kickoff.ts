/** Wall-clock dates and times of games, in the league's time zone (APP_TIMEZONE). */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date in YYYY-MM-DD form (rejects 2026-02-30). */
export function isValidDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const isValidHour = (value: string) => HOUR_PATTERN.test(value);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function wallClock(ms: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) at which the zone's clocks show `date` `hour`. Across a DST change
 * the offset is re-checked at the candidate instant; a wall time skipped by a spring-forward gap maps
 * to the instant one hour later on the clock, as clocks do.
 */
export function kickoffInstant(date: string, hour: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = hour.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return zoneOffset(second, timeZone) === zoneOffset(first, timeZone) ? second : Math.max(first, second);
}

/** The calendar date (YYYY-MM-DD) in the zone at that instant. */
export function dateInZone(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  const toUtc = (s: string) => {
    const [y, m, d] = s.split("-").map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** The wall-clock time (HH:MM) in the zone at that instant. */
export function hourInZone(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
}
