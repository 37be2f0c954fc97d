import { describe, expect, it } from "vitest";
import { i18nReady } from "../i18n";
import { formatDecimal } from "./numbers";

// Importing the module under test starts loading the language's strings (i18n/index.ts); waiting for them here keeps
// that load from landing after the test environment is torn down, which vitest reports as an error.
await i18nReady;

describe("formatDecimal", () => {
  it("keeps one decimal by default and groups thousands in the language's way", () => {
    expect(formatDecimal(12.345, 1, "en")).toBe("12.3");
    expect(formatDecimal(0, 1, "en")).toBe("0.0");
    expect(formatDecimal(1234.5, 1, "en")).toBe("1,234.5");
    expect(formatDecimal(1234.5, 1, "he")).toBe(new Intl.NumberFormat("he-IL", { minimumFractionDigits: 1 }).format(1234.5));
    expect(formatDecimal(2, 2, "he")).toBe("2.00");
  });
});
