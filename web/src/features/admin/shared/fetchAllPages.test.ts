import { describe, expect, it, vi } from "vitest";

/** A list route over `rows`, paged by `limit` and `offset` as the server pages; `afterPage` may change the list. */
let rows: { _id: string }[] = [];
let afterPage: (offset: number) => void = () => undefined;
const requests: string[] = [];
vi.mock("../../../lib/api", () => ({
  apiFetch: async (url: string) => {
    requests.push(url);
    const params = new URL(url, "http://x").searchParams;
    const offset = Number(params.get("offset"));
    const page = rows.slice(offset, offset + Number(params.get("limit")));
    afterPage(offset);
    return page;
  },
}));

const { fetchAllPages } = await import("./api");
const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ _id: `${prefix}${i}` }));

describe("fetchAllPages", () => {
  it("reads every page until a short one", async () => {
    rows = ids(250, "g");
    afterPage = () => undefined;
    requests.length = 0;
    expect((await fetchAllPages("/games")).map((r) => r._id)).toEqual(rows.map((r) => r._id));
    expect(requests).toEqual(["/games?limit=100&offset=0", "/games?limit=100&offset=100", "/games?limit=100&offset=200"]);
  });

  it("reads the list again when a row written meanwhile shifted a page, and lists each row once", async () => {
    rows = ids(150, "g");
    let inserted = false;
    // Another admin's import lands an earlier game between the first and the second page.
    afterPage = (offset) => {
      if (offset === 0 && !inserted) {
        inserted = true;
        rows = [{ _id: "earlier" }, ...rows];
      }
    };
    requests.length = 0;
    const listed = (await fetchAllPages("/games")).map((r) => r._id);
    expect(listed).toEqual(rows.map((r) => r._id));
    expect(new Set(listed).size).toBe(151);
    expect(requests).toHaveLength(4);
  });
});
