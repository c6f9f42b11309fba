import { screen, waitFor, within } from "@testing-library/react";
import type { DropPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import DropReportPage from "./drop-report-page";
import { renderAt } from "../../testing/render-at";
import { frontCounter, makeDrop } from "./register-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const OPEN_DROP = makeDrop();
const CLOSED_DROP = makeDrop({
  id: "d0000000-0000-4000-8000-000000000002",
  amount: 5000,
  note: "End of shift",
  createdAt: "2025-03-05T20:00:00.000Z",
  closedAt: "2025-03-05T22:00:00.000Z",
  closedBy: { id: "u-2", name: "Olive Owner" },
});

const dropPage: DropPage = {
  items: [OPEN_DROP, CLOSED_DROP],
  total: 2,
  page: 1,
  pageSize: 50,
  totals: { count: 9, amount: 42_000, open: 12_000, closed: 30_000 },
};

function mockDrops() {
  const posts: { path: string; body: unknown }[] = [];
  const listQueries: URLSearchParams[] = [];
  mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/registers") return jsonResponse(envelope([frontCounter]));
    if (pathname === "/api/drops") {
      listQueries.push(searchParams);
      return jsonResponse(envelope(dropPage));
    }
    if (pathname === "/api/drops/close" || pathname === "/api/drops/open") {
      posts.push({ path: pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(envelope({ count: 1 }, { message: "Drops updated." }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { posts, listQueries };
}

const totalOf = (label: string) => within(screen.getByRole("table", { name: `${label} total` })).getByRole("cell").textContent;

describe("drop report", { timeout: 30_000 }, () => {
  it("shows the drops and the server's totals, without close or reopen to those without management.drops", async () => {
    // The counter's group may list registers but not manage drops.
    useSessionStore.getState().setSession(signedInSession());
    const { listQueries } = mockDrops();
    renderAt("/managements/drops?from=2025-03-01&to=2025-03-31", "/managements/drops", <DropReportPage />);

    const table = await screen.findByRole("table", { name: "Drops" }, SLOW);
    expect(await within(table).findByText("Mid-day", {}, SLOW)).toBeTruthy();
    expect(within(table).getByText("$50.00")).toBeTruthy();
    expect(totalOf("Drops")).toBe("9");
    expect(totalOf("Amount")).toBe("$420.00");
    expect(totalOf("Open")).toBe("$120.00");
    expect(totalOf("Closed")).toBe("$300.00");
    expect(listQueries[0]?.get("from")).toBe("2025-03-01");
    expect(listQueries[0]?.get("to")).toBe("2025-03-31");

    expect(screen.queryByRole("button", { name: "Close drops" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reopen drops" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("closes the selected open drops and reopens the selected closed ones for a manager", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockDrops();
    const { user } = renderAt("/managements/drops", "/managements/drops", <DropReportPage />);

    await screen.findByText("Mid-day", {}, SLOW);
    const close = screen.getByRole("button", { name: "Close drops" });
    const reopen = screen.getByRole("button", { name: "Reopen drops" });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    expect((reopen as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("checkbox", { name: /^Select the drop of \$20\.00/ }));
    expect((close as HTMLButtonElement).disabled).toBe(false);
    expect((reopen as HTMLButtonElement).disabled).toBe(true);
    await user.click(close);
    await waitFor(() => expect(posts).toEqual([{ path: "/api/drops/close", body: { ids: [OPEN_DROP.id] } }]), SLOW);
    // Done: the selection is cleared.
    await waitFor(() => expect((screen.getByRole("checkbox", { name: /^Select the drop of \$20\.00/ }) as HTMLInputElement).checked).toBe(false), SLOW);

    await user.click(screen.getByRole("checkbox", { name: "Select every drop on this page" }));
    await user.click(screen.getByRole("button", { name: "Reopen drops" }));
    await waitFor(() => expect(posts[1]).toEqual({ path: "/api/drops/open", body: { ids: [CLOSED_DROP.id] } }), SLOW);
  });
});
