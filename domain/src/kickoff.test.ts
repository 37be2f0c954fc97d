import { describe, expect, it } from "vitest";
import { dateInZone, daysBetween, isValidDate, isValidHour, kickoffInstant } from "./kickoff";

describe("kickoffInstant", () => {
  it("reads date + hour as wall-clock time in the named zone", () => {
    expect(new Date(kickoffInstant("2026-01-15", "20:00", "UTC")).toISOString()).toBe("2026-01-15T20:00:00.000Z");
    // Israel is UTC+2 in winter, UTC+3 in summer.
    expect(new Date(kickoffInstant("2026-01-15", "20:00", "Asia/Jerusalem")).toISOString()).toBe("2026-01-15T18:00:00.000Z");
    expect(new Date(kickoffInstant("2026-07-15", "20:00", "Asia/Jerusalem")).toISOString()).toBe("2026-07-15T17:00:00.000Z");
  });

  it("uses the right offset on both sides of a DST change", () => {
    // Europe/London moves from GMT to BST at 01:00 UTC on 2026-03-29.
    expect(new Date(kickoffInstant("2026-03-28", "15:00", "Europe/London")).toISOString()).toBe("2026-03-28T15:00:00.000Z");
    expect(new Date(kickoffInstant("2026-03-29", "15:00", "Europe/London")).toISOString()).toBe("2026-03-29T14:00:00.000Z");
    expect(new Date(kickoffInstant("2026-03-29", "00:30", "Europe/London")).toISOString()).toBe("2026-03-29T00:30:00.000Z");
    // ...and back at 01:00 UTC on 2026-10-25.
    expect(new Date(kickoffInstant("2026-10-24", "20:00", "Europe/London")).toISOString()).toBe("2026-10-24T19:00:00.000Z");
    expect(new Date(kickoffInstant("2026-10-25", "20:00", "Europe/London")).toISOString()).toBe("2026-10-25T20:00:00.000Z");
  });

  it("maps a wall time skipped by spring-forward to a real instant after the gap", () => {
    // 01:30 does not exist in London on 2026-03-29 (clocks jump 01:00 -> 02:00).
    const instant = kickoffInstant("2026-03-29", "01:30", "Europe/London");
    expect(instant).toBeGreaterThanOrEqual(Date.parse("2026-03-29T01:00:00Z"));
    expect(instant).toBeLessThanOrEqual(Date.parse("2026-03-29T01:30:00Z"));
  });

  it("works in a zone west of UTC across its DST change", () => {
    // New York: EST (UTC-5) until 2026-03-08 02:00, then EDT (UTC-4).
    expect(new Date(kickoffInstant("2026-03-07", "19:30", "America/New_York")).toISOString()).toBe("2026-03-08T00:30:00.000Z");
    expect(new Date(kickoffInstant("2026-03-08", "19:30", "America/New_York")).toISOString()).toBe("2026-03-08T23:30:00.000Z");
  });
});

describe("dates", () => {
  it("gives the zone's calendar date of an instant", () => {
    const instant = Date.parse("2026-01-15T23:30:00Z");
    expect(dateInZone(instant, "UTC")).toBe("2026-01-15");
    expect(dateInZone(instant, "Asia/Jerusalem")).toBe("2026-01-16");
    expect(dateInZone(instant, "America/New_York")).toBe("2026-01-15");
  });

  it("counts whole days between dates, across months and DST", () => {
    expect(daysBetween("2026-03-28", "2026-04-02")).toBe(5);
    expect(daysBetween("2026-01-10", "2026-01-09")).toBe(-1);
    expect(daysBetween("2026-12-30", "2027-01-01")).toBe(2);
  });

  it("validates dates and hours", () => {
    expect(isValidDate("2026-02-28")).toBe(true);
    expect(isValidDate("2026-02-30")).toBe(false);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("26-02-01")).toBe(false);
    expect(isValidHour("00:00")).toBe(true);
    expect(isValidHour("23:59")).toBe(true);
    expect(isValidHour("24:00")).toBe(false);
    expect(isValidHour("7:30")).toBe(false);
    expect(isValidHour("12:60")).toBe(false);
  });
});
