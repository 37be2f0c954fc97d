import { describe, expect, it } from "vitest";
import { formatDate, formatKickoff } from "./dates";

describe("formatKickoff", () => {
  it("formats 'MMM D, YYYY HH:mm' in English", () => {
    expect(formatKickoff("2025-03-01", "20:30", "en")).toBe("Mar 1, 2025 20:30");
    expect(formatKickoff("2025-12-24", "09:05", "en")).toBe("Dec 24, 2025 09:05");
  });

  it("uses Hebrew month names in Hebrew", () => {
    const text = formatKickoff("2025-03-01", "20:30", "he");
    expect(text).toMatch(/[\u0590-\u05FF]/);
    expect(text).toContain("1, 2025 20:30");
  });

  it("falls back to the raw text for invalid input", () => {
    expect(formatKickoff("not-a-date", "xx", "en")).toBe("not-a-date xx");
  });
});

describe("formatDate", () => {
  it("formats 'MMM D, YYYY'", () => {
    expect(formatDate("2025-07-04", "en")).toBe("Jul 4, 2025");
  });
});
