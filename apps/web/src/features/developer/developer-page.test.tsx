import { screen, waitFor, within } from "@testing-library/react";
import type { DeveloperOverview } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const figures = (failed: number): DeveloperOverview => ({
  version: "0.1.0",
  build: "abc123def456",
  node: "v24.21.0",
  startedAt: "2026-06-01T12:00:00.000Z",
  uptimeSeconds: 3 * 3600 + 5 * 60,
  database: { kind: "postgres", sizeBytes: 12 * 1024 * 1024, appliedMigrations: 31, latestMigration: "0030_system_logs", pendingMigrations: 0 },
  outbox: {
    pending: 1,
    failed,
    oldestPendingAt: "2026-06-01T16:00:00.000Z",
    queues: [{ channel: "email", pending: 1, failed, oldestPendingAt: "2026-06-01T16:00:00.000Z" }],
  },
  jobs: [
    {
      name: "outbox",
      intervalMs: 5000,
      runs: 4,
      lastStartedAt: "2026-06-01T16:00:00.000Z",
      lastFinishedAt: "2026-06-01T16:00:01.000Z",
      outcome: "failed",
      lastError: "connect ECONNREFUSED",
    },
  ],
  realtime: { clients: 2, shared: true },
});

describe("Developer page", { timeout: 30_000 }, () => {
  it("shows the server's figures and sends failed messages again with an Idempotency-Key", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let failed = 2;
    const fetchMock = mockFetch((url, init) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === "/api/dev/overview") return jsonResponse(envelope(figures(failed)));
      if (pathname === "/api/dev/outbox/retry-failed" && init?.method === "POST") {
        failed = 0;
        return jsonResponse(envelope({ retried: 2 }, { message: "2 failed messages queued to be sent again." }));
      }
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user } = renderApp("/dev");

    const server = await screen.findByRole("region", { name: "Server" }, { timeout: 10_000 });
    expect(within(server).getByText("abc123def456")).toBeTruthy();
    expect(within(server).getByText("v24.21.0")).toBeTruthy();
    expect(within(server).getByText("3 h 5 min")).toBeTruthy();
    const database = screen.getByRole("region", { name: "Database" });
    expect(within(database).getByText("PostgreSQL")).toBeTruthy();
    expect(within(database).getByText("12.0 MB")).toBeTruthy();
    expect(within(database).getByText("31 (latest 0030_system_logs)")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Realtime" })).getByText("2 on this server")).toBeTruthy();
    const jobs = screen.getByRole("table", { name: "Background jobs" });
    expect(within(jobs).getByText("Failed")).toBeTruthy();
    expect(within(jobs).getByText("connect ECONNREFUSED")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Retry failed messages" }));
    await waitFor(() => expect(screen.getByText("2 failed messages queued to be sent again.")).toBeTruthy(), SLOW);
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === "/api/dev/outbox/retry-failed");
    expect(new Headers(sent![1]!.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    // The figures are read again: nothing is left to retry.
    await waitFor(() => expect(screen.getByRole("button", { name: "Retry failed messages" }).hasAttribute("disabled")).toBe(true), SLOW);
  });
});
