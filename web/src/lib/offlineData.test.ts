import type { PublicUser } from "@app/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** What reached Cache Storage: each entry written (its JSON body) and each deletion of the app's cache. */
interface Stored {
  writes: { url: string; body: { user: PublicUser; queries?: unknown } }[];
  deletions: string[];
}

/** An in-memory Cache Storage with the two calls lib/offlineData.ts writes with (node has none). */
function memoryCaches(stored: Stored) {
  return {
    open: async () => ({
      put: async (url: string, response: Response) => {
        stored.writes.push({ url, body: await response.json() });
      },
    }),
    delete: async (name: string) => {
      stored.deletions.push(name);
      return true;
    },
  };
}

const user = (id: string) => ({ _id: id, fullName: `Player ${id}` }) as PublicUser;

describe("offline data: when the kept copy is written", () => {
  let stored: Stored;
  let offline: typeof import("./offlineData");

  beforeEach(async () => {
    vi.useFakeTimers();
    stored = { writes: [], deletions: [] };
    vi.stubGlobal("caches", memoryCaches(stored));
    vi.resetModules();
    offline = await import("./offlineData");
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("writes a start-up's user and first answers once, 500 ms after the first change", async () => {
    offline.keepQueriesFrom((userId) => (userId === "u1" ? { queries: [{ queryKey: ["games"] }] } : undefined));
    offline.saveOfflineUser(user("u1"));
    offline.keepOfflineDataSoon();
    await vi.advanceTimersByTimeAsync(300);
    offline.keepOfflineDataSoon();
    await vi.advanceTimersByTimeAsync(199);
    expect(stored.writes).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(stored.writes).toHaveLength(1);
    expect(stored.writes[0]?.url).toBe("/__offline__/last-data.json");
    expect(stored.writes[0]?.body).toMatchObject({ user: { _id: "u1" }, queries: { queries: [{ queryKey: ["games"] }] } });

    // A later answer is a later write, again a moment after it.
    offline.keepOfflineDataSoon();
    await vi.advanceTimersByTimeAsync(500);
    expect(stored.writes).toHaveLength(2);
  });

  it("keeps the last answers when the screens have none yet, and drops them for another user", async () => {
    let answers: unknown;
    offline.keepQueriesFrom(() => answers);
    answers = { queries: ["first"] };
    offline.saveOfflineUser(user("u1"));
    await vi.advanceTimersByTimeAsync(500);
    answers = undefined;
    offline.saveOfflineUser({ ...user("u1"), fullName: "Renamed" });
    await vi.advanceTimersByTimeAsync(500);
    expect(stored.writes[1]?.body).toMatchObject({ user: { fullName: "Renamed" }, queries: { queries: ["first"] } });

    offline.saveOfflineUser(user("u2"));
    await vi.advanceTimersByTimeAsync(500);
    expect(stored.writes[2]?.body.user._id).toBe("u2");
    expect(stored.writes[2]?.body.queries).toBeUndefined();
  });

  it("writes nothing of a session that ends before its copy was due, and deletes what was kept", async () => {
    offline.keepQueriesFrom(() => ({ queries: ["answer"] }));
    offline.saveOfflineUser(user("u1"));
    offline.clearOfflineData();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stored.writes).toHaveLength(0);
    expect(stored.deletions).toEqual(["app-data-v1"]);
  });
});
