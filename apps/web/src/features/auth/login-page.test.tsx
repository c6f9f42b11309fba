import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { sessionData } from "../../testing/session-fixtures";

/** The dashboard a signed-in cashier lands on asks for its own data: answered empty, with no words of its own. */
function landing(url: string): Response | null {
  const { pathname } = new URL(url, "http://localhost");
  if (pathname === "/api/dashboard") return jsonResponse(envelope({ today: "2025-03-05", daily: null, monthly: null, overview: null }));
  if (pathname === "/api/registers") return jsonResponse(envelope([]));
  if (pathname === "/api/sales/tickets") return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 50 }));
  return null;
}

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("login page", () => {
  it("shows a refused sign-in once, on the form, and no notice of it follows the person in", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope(null, { status: 400, message: "Wrong e-mail or password." })));
    const { user, router } = renderApp("/");
    // The sign-in form is its own lazy chunk: wait for it as a person waits for the page.
    await user.type(await screen.findByLabelText(/E-mail/), "casey@example.com");
    await user.type(screen.getByLabelText(/Password/), "not-it");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    // Inline above the form, announced, and not again as a notice.
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong e-mail or password.");
    expect(screen.getAllByText(/Wrong e-mail or password/)).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/");
    expect(useSessionStore.getState().user).toBeNull();

    // The second try works: the dashboard opens with no word of the failure nor a welcome notice.
    fetchMock.mockImplementation(
      async (input) => landing(String(input)) ?? jsonResponse(envelope({ token: "t-1", session: sessionData() }, { message: "Welcome, Casey!" })),
    );
    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), "right-one");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    // The signed-in layout is its own lazy chunk, loaded for the first time here.
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/Wrong e-mail or password/)).toBeNull();
    expect(screen.queryByText("Welcome, Casey!")).toBeNull();
  });

  it("checks the fields before calling the server", async () => {
    const fetchMock = mockFetch(() => jsonResponse(envelope(null)));
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect((await screen.findAllByText("Field is required!")).length).toBeGreaterThan(0);
    // Only the shop's name and logo were asked for: the refused form sent nothing.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/shop"]);
  });

  it("signs in, keeps the session and opens the dashboard", async () => {
    const fetchMock = mockFetch((url) => landing(url) ?? jsonResponse(envelope({ token: "t-1", session: sessionData() })));
    const { user, router } = renderApp("/");
    // The sign-in form is its own lazy chunk: wait for it as a person waits for the page.
    await user.type(await screen.findByLabelText(/E-mail/), "casey@example.com");
    await user.type(screen.getByLabelText(/Password/), "right-one");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(await screen.findByText(/Welcome, Casey/)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
    expect(useSessionStore.getState().securityToken).toBe("t-1");
    const signInCall = fetchMock.mock.calls.find(([url]) => String(url) === "/api/auth/login");
    expect(JSON.parse(String(signInCall?.[1]?.body))).toEqual({ email: "casey@example.com", password: "right-one" });
  });

  it("sends a signed-in person straight to the dashboard", async () => {
    useSessionStore.getState().setSession({ ...sessionData(), securityToken: "t-2" });
    mockFetch((url) => landing(url) ?? jsonResponse(envelope(null, { status: 404, message: "Not found" })));
    const { router } = renderApp("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
  });
});
