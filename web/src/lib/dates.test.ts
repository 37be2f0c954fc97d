import { describe, expect, it } from "vitest";
import { i18nReady } from "../i18n";
import { formatDate, formatDateTime, formatKickoff } from "./dates";

// Importing the module under test starts loading the language's strings (i18n/index.ts); waiting for them here keeps
// that load from landing after the test environment is torn down, which vitest reports as an error.
await i18nReady;

describe("formatKickoff", () => {
  it("formats 'MMM D, YYYY HH:mm' in English", () => {
    expect(formatKickoff("2025-03-01", "20:30", "en")).toBe("Mar 1, 2025 20:30");
    expect(formatKickoff("2025-12-24", "09:05", "en")).toBe("Dec 24, 2025 09:05");
  });

  it("uses he-IL's own pattern in Hebrew: day, month name, year, then the time", () => {
    expect(formatKickoff("2025-03-01", "20:30", "he")).toBe("1 במרץ 2025, 20:30");
    expect(formatKickoff("2025-12-24", "09:05", "he")).toBe("24 בדצמ׳ 2025, 09:05");
  });

  it("shows the stored wall clock whatever the browser's zone", () => {
    expect(formatKickoff("2025-03-30", "00:15", "en")).toBe("Mar 30, 2025 00:15");
  });

  it("shows a viewer in another zone the kickoff on their own clock, with the zone's short name", () => {
    // 20:30 in Jerusalem (APP_TIMEZONE) on March 1, 2025 is 18:30 UTC.
    const kickoffAt = "2025-03-01T18:30:00.000Z";
    expect(formatKickoff("2025-03-01", "20:30", "en", kickoffAt, "Asia/Jerusalem")).toBe("Mar 1, 2025 20:30");
    expect(formatKickoff("2025-03-01", "20:30", "en", kickoffAt, "Europe/London")).toBe("Mar 1, 2025 18:30 GMT");
    expect(formatKickoff("2025-03-01", "20:30", "en", kickoffAt, "America/New_York")).toBe("Mar 1, 2025 13:30 EST");
    expect(formatKickoff("2025-03-01", "20:30", "he", kickoffAt, "Europe/London")).toMatch(/^1 במרץ 2025, 18:30 \S+/);
  });

  it("falls back to the raw text for invalid input", () => {
    expect(formatKickoff("not-a-date", "xx", "en")).toBe("not-a-date xx");
    expect(formatKickoff("2025-02-30", "10:00", "en")).toBe("2025-02-30 10:00");
  });
});

describe("formatDate", () => {
  it("formats 'MMM D, YYYY' in English and he-IL's day-first date in Hebrew", () => {
    expect(formatDate("2025-07-04", "en")).toBe("Jul 4, 2025");
    expect(formatDate("2025-07-04", "he")).toBe("4 ביולי 2025");
  });
});

describe("formatDateTime", () => {
  it("formats a timestamp with its time", () => {
    expect(formatDateTime("2025-07-04T10:00:00Z", "en")).toMatch(/^Jul 4, 2025 \d\d:\d\d$/);
    expect(formatDateTime("nope", "en")).toBe("nope");
  });
});
