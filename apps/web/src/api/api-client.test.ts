import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../session/session-store";
import { lastActivityKey, tokenKey } from "../session/token-storage";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { signedInSession } from "../testing/session-fixtures";
import { closeEarlyChannel, openEarlyChannel } from "../boot/early-responses";
import { request, settleEarlyResponses } from "./api-client";
import { ApiError } from "./api-error";

const show = vi.spyOn(notifications, "show");
const assign = vi.fn();

beforeEach(() => {
  show.mockClear();
  assign.mockClear();
  vi.stubGlobal("location", { ...window.location, assign });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

/** What the person sees: the notice's bold line (title) and text. */
function shownNotices() {
  return show.mock.calls.map(([data]) => ({ title: data.title, message: data.message, color: data.color, autoClose: data.autoClose }));
}

describe("api client", () => {
  it("sends the client header always and the bearer token once signed in", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope({ ok: true })));
    await request("GET", "/session");
    expect(headerOf(fetchMock.mock.calls[0]?.[1], "x-security-token")).toBe("washdesk-client");
    expect(headerOf(fetchMock.mock.calls[0]?.[1], "authorization")).toBeNull();

    useSessionStore.getState().setSession(signedInSession({}, "abc"));
    await request("POST", "/sales", { body: { total: 1 }, idempotencyKey: "key-1", query: { page: 2, tags: ["a", "b"] } });
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe("/api/sales?page=2&tags=a&tags=b");
    expect(headerOf(init, "authorization")).toBe("Bearer abc");
    expect(headerOf(init, "idempotency-key")).toBe("key-1");
    expect(headerOf(init, "content-type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ total: 1 }));
  });

  it("uses a rotated token from x-access-token for later calls and stores it with the activity time", async () => {
    useSessionStore.getState().setSession(signedInSession({}, "old"));
    const fetchMock = mockFetch(() => jsonResponse(envelope(null), { headers: { "x-access-token": "fresh" } }));
    const before = Date.now();
    await request("GET", "/customers");
    expect(localStorage.getItem(tokenKey)).toBe("fresh");
    expect(Number(localStorage.getItem(lastActivityKey))).toBeGreaterThanOrEqual(before);
    expect(useSessionStore.getState().securityToken).toBe("fresh");
    expect(useSessionStore.getState().user?.firstName).toBe("Casey");

    await request("GET", "/customers");
    expect(headerOf(fetchMock.mock.calls[1]?.[1], "authorization")).toBe("Bearer fresh");
  });

  it.each([401, 402])("on %i clears the session and the stored token and reloads to the login page", async (status) => {
    useSessionStore.getState().setSession(signedInSession());
    mockFetch(() => jsonResponse(envelope(null, { status, message: "Session expired." })));
    await expect(request("GET", "/customers")).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(tokenKey)).toBeNull();
    expect(localStorage.getItem(lastActivityKey)).toBeNull();
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("ends the session when only the envelope says 402", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockFetch(() => jsonResponse(envelope(null, { status: 402, isSuccess: false, message: "Unauthorized" }), { status: 200 }));
    await expect(request("GET", "/customers")).rejects.toMatchObject({ status: 402 });
    expect(useSessionStore.getState().user).toBeNull();
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("shows a failure as a negative notice 'message (status)' with its caption, and throws the envelope", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 400, message: "Wrong e-mail or password.", caption: "Check and try again" })));
    const failure = request("POST", "/auth/login", { body: { email: "a@b.c", password: "x" } });
    await expect(failure).rejects.toMatchObject({ message: "Wrong e-mail or password.", status: 400 });
    expect(shownNotices()).toEqual([{ title: "Wrong e-mail or password. (400)", message: "Check and try again", color: "red", autoClose: 5000 }]);
    expect(show.mock.calls[0]?.[0].position).toBe("bottom-center");
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the reference of a server error, the request id its System Logs entry is found by", async () => {
    const answer = envelope(null, {
      status: 500,
      isSuccess: false,
      message: "Something went wrong on our side. Please try again.",
      caption: "Reference req-42",
    });
    mockFetch(() => jsonResponse(answer, { status: 500 }));
    await expect(request("GET", "/activities")).rejects.toMatchObject({ status: 500 });
    expect(shownNotices()).toEqual([
      { title: "Something went wrong on our side. Please try again. (500)", message: "Reference req-42", color: "red", autoClose: 5000 },
    ]);
  });

  it("shows a success message typed by the answer's notification", async () => {
    mockFetch(() => jsonResponse(envelope(null, { message: "Profile saved.", notification: "info" })));
    await request("PATCH", "/profile", { body: { firstName: "A", lastName: "B" } });
    expect(shownNotices()).toEqual([{ title: undefined, message: "Profile saved.", color: "blue", autoClose: 5000 }]);
  });

  it("shows a refused answer below 400 as a warning when it names no notification, and throws", async () => {
    const answer = { ...envelope(null, { status: 204, isSuccess: false, message: "Nothing to refund." }) } as Record<string, unknown>;
    delete answer.notification;
    mockFetch(() => new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } }));
    await expect(request("POST", "/sales/1/refund")).rejects.toMatchObject({ status: 204 });
    expect(shownNotices()).toEqual([{ title: undefined, message: "Nothing to refund.", color: "orange", autoClose: 5000 }]);
  });

  it("shows nothing for silent calls", async () => {
    mockFetch(() => jsonResponse(envelope(null, { status: 404, message: "Not found" })));
    await expect(request("GET", "/customers/9", { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(show).not.toHaveBeenCalled();
  });

  it("on a network error says so for 4 s and sends the same request again after 5 s, until it gets through", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const fetchMock = mockFetch(() => {
      attempts += 1;
      if (attempts <= 2) throw new TypeError("Failed to fetch");
      return jsonResponse(envelope({ saved: true }));
    });

    const pending = request("POST", "/customers", { body: { name: "Ann" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shownNotices()).toEqual([{ title: "Network Error", message: "Retrying in 5 sec...", color: "orange", autoClose: 4000 }]);

    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    await expect(pending).resolves.toMatchObject({ body: { saved: true } });
    expect(fetchMock.mock.calls[2]?.[0]).toBe("/api/customers");
    expect(fetchMock.mock.calls[2]?.[1]?.body).toBe(JSON.stringify({ name: "Ann" }));
  });

  it("describes a non-JSON failure from its HTTP status", async () => {
    mockFetch(() => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    await expect(request("GET", "/session")).rejects.toMatchObject({ status: 502, message: "Bad Gateway" });
    expect(shownNotices()[0]?.message).toBe("Bad Gateway (502)");
  });
});

describe("api client and the boot script's answers", () => {
  beforeEach(() => {
    delete (globalThis as { __washdeskEarly?: unknown }).__washdeskEarly;
  });

  it("takes the boot script's answer to a GET sent with the same token, once", async () => {
    useSessionStore.getState().setSession(signedInSession({}, "abc"));
    openEarlyChannel()?.set("/api/registers", { token: "abc", response: Promise.resolve(jsonResponse(envelope(["early"]))) });
    const fetchMock = mockFetch(() => jsonResponse(envelope(["asked"])));
    expect((await request("GET", "/registers")).body).toEqual(["early"]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await request("GET", "/registers")).body).toEqual(["asked"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request met a network error", async () => {
    useSessionStore.getState().setSession(signedInSession({}, "abc"));
    openEarlyChannel()?.set("/api/registers", { token: "abc", response: Promise.reject(new TypeError("Failed to fetch")) });
    const fetchMock = mockFetch(() => jsonResponse(envelope(["asked"])));
    expect((await request("GET", "/registers")).body).toEqual(["asked"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks itself when the answer was sent with another token, yet keeps a token that answer rotated", async () => {
    useSessionStore.getState().setSession(signedInSession({}, "new"));
    const stale = jsonResponse(envelope(["early"]), { headers: { "x-access-token": "rotated" } });
    openEarlyChannel()?.set("/api/registers", { token: "new-before", response: Promise.resolve(stale) });
    const fetchMock = mockFetch(() => jsonResponse(envelope(["asked"])));
    expect((await request("GET", "/registers")).body).toEqual(["asked"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    settleEarlyResponses(closeEarlyChannel());
    await vi.waitFor(() => expect(useSessionStore.getState().securityToken).toBe("rotated"));
    expect(localStorage.getItem(tokenKey)).toBe("rotated");
  });
});
