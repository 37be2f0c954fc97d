import { afterEach, describe, expect, it } from "vitest";
import { dropEarlyRequests, takeEarlyRequest } from "./early";

const answer = () => Promise.resolve(new Response("{}"));

describe("early requests (index.html's early script)", () => {
  afterEach(() => dropEarlyRequests());

  it("hands each one over once, and only for the token it carried, shortly after it was sent", () => {
    const me = answer();
    globalThis.__early = { token: "t1", sentAt: 1_000, requests: { "/auth/me": me, "/users/me/stats": answer() } };
    expect(takeEarlyRequest("/auth/me", "t2", 1_000)).toBeUndefined();
    expect(takeEarlyRequest("/auth/me", null, 1_000)).toBeUndefined();
    expect(takeEarlyRequest("/users/me/stats", "t1", 1_000 + 61_000)).toBeUndefined();
    expect(takeEarlyRequest("/auth/me", "t1", 2_000)).toBe(me);
    expect(takeEarlyRequest("/auth/me", "t1", 2_000)).toBeUndefined();
    expect(takeEarlyRequest("/games/finished?limit=5", "t1", 2_000)).toBeUndefined();
  });

  it("keeps none once the session ends", () => {
    globalThis.__early = { token: "t1", sentAt: 1_000, requests: { "/auth/me": answer() } };
    dropEarlyRequests();
    expect(takeEarlyRequest("/auth/me", "t1", 1_000)).toBeUndefined();
  });
});
