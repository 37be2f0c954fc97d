import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("react-hot-toast", () => ({ default: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const items = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => items.set(key, value),
  removeItem: (key: string) => items.delete(key),
});

const { fillEarlyAnswers, queryClient } = await import("./queryClient");
const { apiFetch } = await import("./api");
const { dropEarlyRequests, takeEarlyRequest } = await import("./early");

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

/** A screen's query mounting: its observer subscribes, as useQuery does on the first render. */
function mount(key: string[], path: string) {
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => apiFetch(path),
    staleTime: 0,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe("the first screen's answers from index.html's early script", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    items.set("token", "t1");
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => json(200, ["asked again"]));
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    dropEarlyRequests();
    queryClient.clear();
    vi.useRealTimers();
  });

  it("are in the cache before the screen renders, and its query does not ask again as it mounts", async () => {
    globalThis.__early = { token: "t1", sentAt: Date.now(), requests: { "/games": json(200, ["early"]) } };
    await fillEarlyAnswers([{ key: ["games"], path: "/games" }]);
    const { observer, unsubscribe } = mount(["games"], "/games");
    expect(observer.getCurrentResult()).toMatchObject({ data: ["early"], isFetching: false });
    unsubscribe();
    expect(fetchMock).not.toHaveBeenCalled();
    // A later read of the same call asks the server: the early answer was used once.
    expect(takeEarlyRequest("/games", "t1")).toBeUndefined();
  });

  it("keep what the query keeps (an infinite query's pages)", async () => {
    globalThis.__early = { token: "t1", sentAt: Date.now(), requests: { "/table": json(200, [{ rank: 1 }]) } };
    await fillEarlyAnswers([{ key: ["table"], path: "/table", toData: (page) => ({ pages: [page], pageParams: [0] }) }]);
    expect(queryClient.getQueryData(["table"])).toEqual({ pages: [[{ rank: 1 }]], pageParams: [0] });
  });

  it("count as fresh only as the page starts: a screen opened later asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    globalThis.__early = { token: "t1", sentAt: Date.now(), requests: { "/games": json(200, ["early"]) } };
    await fillEarlyAnswers([{ key: ["games"], path: "/games" }]);
    vi.setSystemTime(Date.now() + 11_000);
    const { observer, unsubscribe } = mount(["games"], "/games");
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(["asked again"]));
    unsubscribe();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("are asked for again when they changed before the screen mounted (a live update invalidated them)", async () => {
    globalThis.__early = { token: "t1", sentAt: Date.now(), requests: { "/games": json(200, ["early"]) } };
    await fillEarlyAnswers([{ key: ["games"], path: "/games" }]);
    await queryClient.invalidateQueries({ queryKey: ["games"] });
    const { observer, unsubscribe } = mount(["games"], "/games");
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(["asked again"]));
    unsubscribe();
  });

  it("leave a failed answer to the screen's query, which reads it instead of asking again", async () => {
    globalThis.__early = { token: "t1", sentAt: Date.now(), requests: { "/games": json(503, { message: "Down" }) } };
    await fillEarlyAnswers([{ key: ["games"], path: "/games" }]);
    expect(queryClient.getQueryData(["games"])).toBeUndefined();
    await expect(apiFetch("/games")).rejects.toMatchObject({ status: 503, message: "Down" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("are none for another session's token", async () => {
    globalThis.__early = { token: "someone else", sentAt: Date.now(), requests: { "/games": json(200, ["theirs"]) } };
    await fillEarlyAnswers([{ key: ["games"], path: "/games" }]);
    expect(queryClient.getQueryData(["games"])).toBeUndefined();
  });
});
