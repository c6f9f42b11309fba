import { screen, waitFor } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../session/session-store";
import { storeToken } from "../session/token-storage";
import { envelope, headerOf, jsonResponse, mockFetch } from "../testing/fetch-mock";
import { renderApp } from "../testing/render-app";
import { ownerGroup, sessionData, signedInSession } from "../testing/session-fixtures";
import { renderWithProviders } from "../../test/render";
import { RequireSession } from "./require-session";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("route guard", () => {
  it("sends a signed-out visitor to the login page", async () => {
    const { router } = renderApp("/sales/refunds");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows 'No access' when the group may not open the screen", async () => {
    useSessionStore.getState().setSession(signedInSession());
    renderApp("/sales/refunds");
    expect(await screen.findByRole("heading", { level: 1, name: "No access" })).toBeTruthy();
    expect(screen.getByText(/Your group cannot open this screen/)).toBeTruthy();
    expect(screen.queryByText(/Not available yet/)).toBeNull();
  });

  it("opens an allowed screen under its title and breadcrumb, in the signed-in frame", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    renderApp("/managements/appointments");
    expect(await screen.findByRole("heading", { level: 1, name: "Appointments" })).toBeTruthy();
    // The screen is its own chunk: loaded once, it offers to book.
    expect(await screen.findByRole("button", { name: "New appointment" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("Sparkle Wash")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Casey Counter" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Toggle navigation" })).toBeTruthy();
  });

  it("titles a record screen with the name from the query", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    renderApp("/products/edit/42?pn=Foam%20Wash");
    expect(await screen.findByRole("heading", { level: 1, name: "Foam Wash" })).toBeTruthy();
    expect(document.title).toBe("Foam Wash · WashDesk");
  });

  it("keeps developer screens for developers and owners", async () => {
    useSessionStore.getState().setSession(signedInSession({ isDev: true, permission: {} }));
    renderApp("/dev/logs");
    expect(await screen.findByRole("heading", { level: 1, name: "System Logs" })).toBeTruthy();
  });

  it("restores the session from a stored token before showing the screen", async () => {
    storeToken("stored-token");
    const fetchMock = mockFetch(() => jsonResponse(envelope(sessionData())));
    renderApp("/customers");
    expect(screen.getByLabelText("Loading your session")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Customers" })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/session");
    expect(headerOf(init, "authorization")).toBe("Bearer stored-token");
    expect(useSessionStore.getState().securityToken).toBe("stored-token");
  });

  it("does not ask for the session again when it lands between the first render and the guard's effect", async () => {
    storeToken("stored-token");
    const fetchMock = mockFetch(() => jsonResponse(envelope(sessionData())));
    // At start-up the session restored beside the first screen's code lands in the store in the
    // same commit as the guard's first render: a layout effect runs before the guard's effect.
    function SessionLands() {
      useLayoutEffect(() => useSessionStore.getState().setSession(signedInSession()), []);
      return null;
    }
    renderWithProviders(
      <MemoryRouter>
        <SessionLands />
        <RequireSession>
          <p>The screen</p>
        </RequireSession>
      </MemoryRouter>,
    );
    expect(await screen.findByText("The screen")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Page not found' for any other address", async () => {
    renderApp("/no/such/screen");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("signs out: ends the session on the server, forgets it here and returns to the login page", async () => {
    useSessionStore.getState().setSession(signedInSession());
    // The dashboard behind asks for its own data; only the sign-out matters here.
    const behind: Record<string, unknown> = {
      "/api/dashboard": { today: "2025-03-05", daily: null, monthly: null, overview: null },
      "/api/registers": [],
      "/api/sales/tickets": { items: [], total: 0, page: 1, pageSize: 50 },
    };
    const fetchMock = mockFetch((url) =>
      url === "/api/auth/logout" ? jsonResponse(envelope(null, { message: "Signed out." })) : jsonResponse(envelope(behind[url] ?? null)),
    );
    const { user, router } = renderApp("/home");
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/auth/logout");
    expect(useSessionStore.getState().user).toBeNull();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});
