import { defaultUtilitySettings } from "@washdesk/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LockedAccount } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const locked: LockedAccount = {
  id: "u-7",
  firstName: "Robin",
  lastName: "Lane",
  email: "robin@example.com",
  lockedUntil: "2026-06-01T16:30:00.000Z",
  addresses: 2,
};

describe("System Settings › Locked accounts", () => {
  it("lists the locked accounts and unlocks one with a notice, without asking twice", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let lockedNow = [locked];
    const fetchMock = mockFetch((url, init) => {
      if (url === "/api/settings/utility") return jsonResponse(envelope(defaultUtilitySettings));
      if (url === "/api/users/locked") return jsonResponse(envelope(lockedNow));
      if (url === "/api/users/u-7/unlock" && init.method === "POST") {
        lockedNow = [];
        return jsonResponse(envelope(null, { message: "Account unlocked. The person can sign in again." }));
      }
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderApp("/settings/system");

    const section = within(await screen.findByRole("region", { name: "Locked accounts" }));
    const table = await section.findByRole("table", { name: "Locked accounts" });
    const row = await within(table).findByRole("row", { name: /Robin Lane/ });
    // 16:30 UTC is 12:30 PM in the shop's time zone (America/New_York).
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Robin Lane", "robin@example.com", "01 Jun, 2026 12:30 PM", "2", "Unlock"]);

    await user.click(section.getByRole("button", { name: "Unlock Robin Lane" }));
    expect(await screen.findByText("Account unlocked. The person can sign in again.")).toBeTruthy();
    expect(await section.findByText("No account is locked.")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/users/u-7/unlock")).toHaveLength(1);
  });

  it("shows the list without the Unlock button to whoever may list staff but not edit them", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Office", permission: { settings: { users: { list: true } } } }));
    mockFetch((url) => (url === "/api/users/locked" ? jsonResponse(envelope([locked])) : jsonResponse(envelope(null, { status: 403 }))));
    renderApp("/settings/system");

    const section = within(await screen.findByRole("region", { name: "Locked accounts" }));
    await waitFor(() => expect(section.getByRole("row", { name: /Robin Lane/ })).toBeTruthy());
    expect(section.queryByRole("button", { name: /Unlock/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Utility" })).toBeNull();
  });
});
