import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("keeps an invite link's code out of the log, whatever follows it", () => {
    expect(redactUrl("/join/ACDEFGHJKM")).toBe("/join/[redacted]");
    expect(redactUrl("/join/acdefghjkm?x=1#y")).toBe("/join/[redacted]?x=1#y");
    expect(redactUrl("/JOIN/ACDEFGHJKM/")).toBe("/JOIN/[redacted]/");
    expect(redactUrl("/api/leagues/join")).toBe("/api/leagues/join");
    expect(redactUrl("/leaderboard?league=1")).toBe("/leaderboard?league=1");
  });

  it("keeps link tokens and codes in a query out of the log", () => {
    expect(redactUrl("/reset-password?token=abc123&x=1")).toBe("/reset-password?token=[redacted]&x=1");
    expect(redactUrl("/api/x?a=1&inviteCode=SECRET")).toBe("/api/x?a=1&inviteCode=[redacted]");
    expect(redactUrl("/api/x;code=SECRET")).toBe("/api/x;code=[redacted]");
  });
});
