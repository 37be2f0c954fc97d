import type { Game } from "@app/domain";
import { describe, expect, it } from "vitest";
import { type Created, latestAdded, latestResults, newestFirst } from "./recentActivity";

/** An ObjectId-layout id (docs/rules.md "Ids"): seconds, 5 process bytes, a counter. */
function id(seconds: number, process: string, counter: number): string {
  return seconds.toString(16).padStart(8, "0") + process + counter.toString(16).padStart(6, "0");
}

const ids = (items: Created[]) => items.map((item) => item._id);

describe("newestFirst", () => {
  it("orders by createdAt, newest first, whatever the ids say", () => {
    // Two server instances: the id's random part decides the order inside a second, not the creation time.
    const early = { _id: id(1_700_000_000, "ffffffffff", 1), createdAt: "2023-11-14T22:13:20.100Z" };
    const late = { _id: id(1_700_000_000, "0000000000", 1), createdAt: "2023-11-14T22:13:20.900Z" };
    expect(ids([early, late].sort(newestFirst))).toEqual([late._id, early._id]);
    expect(ids([late, early].sort(newestFirst))).toEqual([late._id, early._id]);
  });

  it("compares instants, not text", () => {
    const utc = { _id: id(2, "0000000000", 1), createdAt: "2024-01-01T10:00:00.000Z" };
    const offset = { _id: id(1, "0000000000", 2), createdAt: "2024-01-01T12:30:00.000+02:00" }; // 10:30Z
    expect(ids([utc, offset].sort(newestFirst))).toEqual([offset._id, utc._id]);
  });

  it("breaks a createdAt tie by id (one import writes its games in the same instant)", () => {
    const at = "2024-05-01T08:00:00.000Z";
    const rows = [1, 3, 2].map((counter) => ({ _id: id(1_714_550_400, "0123456789", counter), createdAt: at }));
    expect(ids(rows.sort(newestFirst))).toEqual([3, 2, 1].map((counter) => id(1_714_550_400, "0123456789", counter)));
  });

  it("falls back to the id without a valid createdAt", () => {
    const older = { _id: id(100, "0000000000", 9) };
    const newer = { _id: id(101, "0000000000", 1), createdAt: "not a date" };
    expect(ids([older, newer].sort(newestFirst))).toEqual([newer._id, older._id]);
    expect(newestFirst(older, older)).toBe(0);
  });
});

function game(_id: string, overrides: Partial<Game> = {}): Game {
  return {
    _id,
    competitionId: id(1, "0000000000", 9),
    homeGroupId: { _id: id(1, "0000000000", 1), name: "Home", logoUrl: "" },
    awayGroupId: { _id: id(1, "0000000000", 2), name: "Away", logoUrl: "" },
    date: "2025-03-01",
    hour: "20:30",
    kickoffAt: "2025-03-01T18:30:00.000Z",
    createdAt: "2025-01-01T00:00:00.000Z",
    round: "",
    isBettingLocked: false,
    isFinished: false,
    finalResult: "",
    status: "upcoming",
    liveScore: null,
    userBet: null,
    ...overrides,
  };
}

describe("latestAdded", () => {
  it("keeps the newest `count` without reordering the list it was given", () => {
    const list = [1, 5, 2, 4, 3].map((n) => game(id(1_700_000_000 + n, "0000000000", n)));
    const before = ids(list);
    expect(ids(latestAdded(list, 3))).toEqual([5, 4, 3].map((n) => id(1_700_000_000 + n, "0000000000", n)));
    expect(ids(list)).toEqual(before);
  });
});

describe("latestResults", () => {
  it("keeps finished games only, latest kickoff first", () => {
    const list = [
      game("a", { isFinished: true, kickoffAt: "2025-03-01T18:30:00.000Z" }),
      game("b", { isFinished: false, kickoffAt: "2025-03-09T18:30:00.000Z" }),
      game("c", { isFinished: true, kickoffAt: "2025-03-08T18:30:00.000Z" }),
      game("d", { isFinished: true, kickoffAt: "2025-03-05T18:30:00.000Z" }),
    ];
    expect(ids(latestResults(list, 2))).toEqual(["c", "d"]);
  });
});
