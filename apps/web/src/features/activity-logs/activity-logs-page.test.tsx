import { screen, waitFor, within } from "@testing-library/react";
import { ActivityAction, type ActivityEntry } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

const SLOW = { timeout: 5000 };
const MANAGER = "0b7c4a1e-6f51-4c55-9d8f-2b1a4f1f2a11";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const edit: ActivityEntry = {
  id: 3,
  action: ActivityAction.Edit,
  entity: "customer",
  entityId: "c-1",
  ip: "10.0.0.1",
  details: { before: { firstName: "Sam", phone: "5550001111" }, after: { firstName: "Samuel", phone: "5550001111" } },
  createdAt: "2026-06-01T16:00:00.000Z",
  user: "Manager Tester",
};
const login: ActivityEntry = { ...edit, id: 2, action: ActivityAction.Login, entity: "auth", entityId: null, details: null, user: "Owner Tester" };

function mockActivities() {
  return mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/activities/users") return jsonResponse(envelope([{ id: MANAGER, name: "Manager Tester" }]));
    if (pathname === "/api/activities") {
      const items = searchParams.get("userId") === MANAGER ? [edit] : [edit, login];
      return jsonResponse(envelope({ items, total: items.length, page: 1, pageSize: 25 }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const lastList = (fetchMock: ReturnType<typeof mockActivities>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith("/api/activities?"))
    .at(-1);

describe("Activity Logs page", { timeout: 30_000 }, () => {
  it("shows who did what, with only the fields that changed, and filters by user and action", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockActivities();
    const { user } = renderApp("/logs/activities");
    const table = await screen.findByRole("table", { name: "Activity log" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("Manager Tester")).toBeTruthy(), SLOW);
    const row = within(table).getByText("c-1").closest("tr")!;
    expect(within(row).getByText("First name:")).toBeTruthy();
    expect(within(row).getByText("Sam")).toBeTruthy();
    expect(row.textContent).toContain("→ Samuel");
    // The phone did not change: it is not listed.
    expect(within(row).queryByText("Phone:")).toBeNull();
    expect(within(table).getByText("Login")).toBeTruthy();

    await user.click(screen.getByLabelText("User", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Manager Tester" }, SLOW));
    await waitFor(() => expect(lastList(fetchMock)).toBe(`/api/activities?userId=${MANAGER}&page=1&pageSize=25`), SLOW);
    await waitFor(() => expect(within(table).queryByText("Login")).toBeNull(), SLOW);

    await user.click(screen.getByLabelText("Action", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Edit" }, SLOW));
    await waitFor(() => expect(lastList(fetchMock)).toBe(`/api/activities?userId=${MANAGER}&action=${ActivityAction.Edit}&page=1&pageSize=25`), SLOW);
    expect(screen.getByLabelText("Entity")).toBeTruthy();
    expect(screen.getByLabelText("To")).toBeTruthy();
  });
});
