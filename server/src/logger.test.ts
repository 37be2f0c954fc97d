import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logger";

describe("loggedUrl", () => {
  it("keeps an invite link's code out of the log, whatever follows it", () => {
    expect(loggedUrl("/join/ACDEFGHJKM")).toBe("/join/[redacted]");
    expect(loggedUrl("/join/acdefghjkm?x=1#y")).toBe("/join/[redacted]?x=1#y");
    expect(loggedUrl("/JOIN/ACDEFGHJKM/")).toBe("/JOIN/[redacted]/");
    expect(loggedUrl("/api/leagues/join")).toBe("/api/leagues/join");
    expect(loggedUrl("/leaderboard?league=1")).toBe("/leaderboard?league=1");
  });
});
