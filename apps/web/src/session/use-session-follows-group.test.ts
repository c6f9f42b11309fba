import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceConnected, announceHint } from "../realtime/realtime-hints";
import { envelope, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { sessionData, signedInSession } from "../testing/session-fixtures";
import { sessionSelectors, useSessionStore } from "./session-store";
import { useSessionFollowsGroup } from "./use-session-follows-group";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

/** The server's session after the group lost its customers right. */
const narrowed = sessionData({ permission: { dashboard: { daily: true } } });

function mockSession() {
  return mockFetch((url) => (new URL(url, "http://localhost").pathname === "/api/session" ? jsonResponse(envelope(narrowed)) : jsonResponse(envelope(null))));
}

const asked = (fetchMock: ReturnType<typeof mockSession>) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/session")).length;

describe("the session follows the group", () => {
  it("asks for the session again on a hint about the person's own group, and not on another group's", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockSession();
    renderHook(() => useSessionFollowsGroup());
    announceHint({ entity: "groups", id: "g-other", action: "Edit" });
    expect(asked(fetchMock)).toBe(0);
    announceHint({ entity: "groups", id: "g-1", action: "Edit" });
    await waitFor(() => expect(sessionSelectors.group(useSessionStore.getState())?.permission).toEqual({ dashboard: { daily: true } }));
  });

  it("asks for the session again whenever the socket connects, since a change made before sent its hint to nobody", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockSession();
    renderHook(() => useSessionFollowsGroup());
    announceConnected();
    await waitFor(() => expect(sessionSelectors.group(useSessionStore.getState())?.permission).toEqual({ dashboard: { daily: true } }));
    expect(asked(fetchMock)).toBe(1);
  });
});
