import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const toastError = vi.fn();
vi.mock("react-hot-toast", () => ({ default: Object.assign(vi.fn(), { error: toastError, success: vi.fn() }) }));

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  clear() {
    this.data.clear();
  }
}

const storage = new MemoryStorage();
vi.stubGlobal("localStorage", storage);

const { ApiError, apiFetch, errorMessage, onSessionExpired, sendApiRequest } = await import("./api");
const { changeLanguage, i18nReady } = await import("../i18n");
await i18nReady;

function reply(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

describe("apiFetch", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    storage.clear();
    toastError.mockClear();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(async () => {
    await changeLanguage("en");
  });

  it("sends JSON, the bearer token and the language", async () => {
    storage.setItem("token", "abc");
    await changeLanguage("he");
    fetchMock.mockReturnValueOnce(reply(200, { ok: true }));
    await expect(apiFetch("/things", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/things");
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer abc");
    expect(headers["Accept-Language"]).toBe("he");
    expect(headers["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws ApiError with the server's message", async () => {
    fetchMock.mockReturnValueOnce(
      reply(409, { message: "Betting is closed for this game", errors: [{ path: "x", message: "y" }] }),
    );
    const error = await apiFetch("/bets").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "Betting is closed for this game", errors: [{ path: "x" }] });
    expect(errorMessage(error, "Failed to place bet")).toBe("Betting is closed for this game");
    expect(errorMessage(new Error("boom"), "Failed to place bet")).toBe("Failed to place bet");
  });

  it("ends the session once when several calls with the token get 401", async () => {
    storage.setItem("token", "old");
    storage.setItem("rememberMe", "true");
    storage.setItem("tokenExpiration", String(Date.now() + 1000));
    const ended = vi.fn();
    const off = onSessionExpired(ended);
    fetchMock.mockImplementation(() => reply(401, { message: "Session expired. Please login again." }));
    const results = await Promise.allSettled([apiFetch("/a"), apiFetch("/b"), apiFetch("/c")]);
    off();
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("rememberMe")).toBeNull();
    expect(storage.getItem("tokenExpiration")).toBeNull();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError.mock.calls[0][0]).toBe("Your extended session has expired. Please login again.");
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith("errors.extendedSessionExpired");
  });

  it("toasts the plain session message for a non-remembered session", async () => {
    storage.setItem("token", "old");
    fetchMock.mockImplementation(() => reply(401, { message: "x" }));
    await apiFetch("/a").catch(() => undefined);
    expect(toastError).toHaveBeenCalledWith("Session expired. Please login again.", expect.anything());
  });

  it("leaves the session alone for a 401 without a token (wrong password)", async () => {
    fetchMock.mockReturnValueOnce(reply(401, { message: "Invalid email or password" }));
    await expect(apiFetch("/auth/login", { method: "POST", body: {} })).rejects.toMatchObject({
      status: 401,
      message: "Invalid email or password",
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("does not end a newer session when a stale call fails", async () => {
    storage.setItem("token", "old");
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (resolve = r)));
    const pending = apiFetch("/slow").catch(() => undefined);
    storage.setItem("token", "new");
    resolve(new Response(JSON.stringify({ message: "x" }), { status: 401 }));
    await pending;
    expect(storage.getItem("token")).toBe("new");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("turns a network failure into ApiError status 0", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiFetch("/a")).rejects.toMatchObject({ status: 0, serverMessage: undefined });
  });

  it("reads a call sent ahead (the start-up session check) without sending it again, 401 included", async () => {
    storage.setItem("token", "early");
    fetchMock.mockReturnValueOnce(reply(200, { user: { _id: "u1" } }));
    const sent = sendApiRequest("/auth/me");
    const headers = fetchMock.mock.calls[0][1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer early");
    await expect(apiFetch("/auth/me", { sent })).resolves.toEqual({ user: { _id: "u1" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const ended = vi.fn();
    const off = onSessionExpired(ended);
    fetchMock.mockReturnValueOnce(reply(401, { message: "x" }));
    const refused = sendApiRequest("/auth/me");
    await expect(apiFetch("/auth/me", { sent: refused })).rejects.toMatchObject({ status: 401 });
    off();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ended).toHaveBeenCalledWith("errors.sessionExpired");
    expect(storage.getItem("token")).toBeNull();
  });
});
