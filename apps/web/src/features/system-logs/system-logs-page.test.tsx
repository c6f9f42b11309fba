import { screen, waitFor, within } from "@testing-library/react";
import type { SystemLogEntry } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { shopInstant } from "../../components/shop-dates";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const entry: SystemLogEntry = {
  id: 12,
  loggedAt: "2026-06-01T16:00:00.000Z",
  level: "error",
  requestId: "req-abc",
  method: "GET",
  route: "/api/activities",
  status: 500,
  message: "unexpected error: Error: relation does not exist",
};

function mockLogs() {
  return mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname !== "/api/dev/logs") return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    const found = !searchParams.has("requestId") || searchParams.get("requestId") === "req-abc";
    return jsonResponse(envelope({ items: found ? [entry] : [], nextBefore: null }));
  });
}

const asked = (fetchMock: ReturnType<typeof mockLogs>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith("/api/dev/logs"))
    .at(-1);

describe("System Logs page", { timeout: 30_000 }, () => {
  it("lists the entries and filters by level and by the reference of an error notice", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockLogs();
    const { user } = renderApp("/dev/logs");
    const table = await screen.findByRole("table", { name: "System logs" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("req-abc")).toBeTruthy(), SLOW);
    expect(within(table).getByText("GET /api/activities")).toBeTruthy();
    expect(asked(fetchMock)).toBe("/api/dev/logs?pageSize=50");

    await user.click(screen.getByLabelText("Level", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Error" }, SLOW));
    await waitFor(() => expect(asked(fetchMock)).toBe("/api/dev/logs?level=error&pageSize=50"), SLOW);

    // The notice reads "Reference <id>": pasting it whole finds the entry.
    await user.type(screen.getByLabelText("Request id", { selector: "input" }), "Reference req-zzz");
    await waitFor(() => expect(asked(fetchMock)).toBe("/api/dev/logs?level=error&requestId=req-zzz&pageSize=50"), SLOW);
    await waitFor(() => expect(screen.getByText("No warnings or errors match these filters.")).toBeTruthy(), SLOW);
  });

  it("reads the time filters on the shop's clock", () => {
    expect(shopInstant("2026-06-01 12:00:00", "America/New_York")).toBe("2026-06-01T16:00:00.000Z");
    expect(shopInstant("2026-01-15 00:00:00", "America/New_York")).toBe("2026-01-15T05:00:00.000Z");
  });
});
