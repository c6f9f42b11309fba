import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authRefusals } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { accessibleDescription } from "../../testing/accessible-description";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { sessionData, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("profile page", () => {
  it("saves the name and shows the new one from the server's session", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const renamed = sessionData();
    renamed.user.firstName = "Cassie";
    const fetchMock = mockFetch((url) =>
      url === "/api/session" ? jsonResponse(envelope(renamed)) : jsonResponse(envelope(null, { message: "Profile saved." })),
    );
    const { user } = renderApp("/profile");
    const section = within(await screen.findByRole("region", { name: "Name" }));
    await user.clear(section.getByLabelText(/First name/));
    await user.type(section.getByLabelText(/First name/), "Cassie");
    await user.click(section.getByRole("button", { name: "Save name" }));

    expect(await screen.findByText("Profile saved.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual(["/api/profile", "PATCH", JSON.stringify({ firstName: "Cassie", lastName: "Counter" })]);
    await waitFor(() => expect(screen.getByRole("link", { name: "Cassie Counter" })).toBeTruthy());
  });

  it("checks the password and PIN forms with the domain rules before sending", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockFetch(() => jsonResponse(envelope(null)));
    const { user } = renderApp("/profile");

    const password = within(await screen.findByRole("region", { name: "Password" }));
    await user.type(password.getByLabelText(/Current password/), "old-secret");
    await user.type(password.getByLabelText(/New password/), "short");
    await user.click(password.getByRole("button", { name: "Change password" }));
    expect(await password.findByText("Minimum 8 characters!")).toBeTruthy();

    const pin = within(screen.getByRole("region", { name: "PIN" }));
    await user.click(pin.getByRole("button", { name: "Set PIN" }));
    expect(await pin.findByText("PIN must be 4 to 6 digits!")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sets a PIN with the current password", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockFetch((url) =>
      url === "/api/session"
        ? jsonResponse(envelope({ ...sessionData(), user: { ...sessionData().user, hasPin: true } }))
        : jsonResponse(envelope(null, { message: "PIN saved." })),
    );
    const { user } = renderApp("/profile");
    const pin = within(await screen.findByRole("region", { name: "PIN" }));
    await user.type(pin.getByLabelText(/Current password/), "old-secret");
    await user.type(pin.getByLabelText("Digit 1 of 4"), "2580");
    await user.click(pin.getByRole("button", { name: "Set PIN" }));

    expect(await screen.findByText("PIN saved.")).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.body]).toEqual(["/api/profile/pin", JSON.stringify({ currentPassword: "old-secret", pin: "2580" })]);
  });

  it("refuses a new password with my name before sending it, on its field", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockFetch(() => jsonResponse(envelope(null)));
    const { user } = renderApp("/profile");
    const password = within(await screen.findByRole("region", { name: "Password" }));
    await user.type(password.getByLabelText(/Current password/), "old-secret");
    await user.type(password.getByLabelText(/New password/), "counter-2026-x");
    await user.click(password.getByRole("button", { name: "Change password" }));

    expect(await password.findByText(authRefusals.passwordPersonal.message)).toBeTruthy();
    expect(password.getByLabelText(/New password/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a common password on the new password's field", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const { code, message } = authRefusals.passwordCommon;
    mockFetch(() => jsonResponse(envelope({ fields: [{ field: "newPassword", message }] }, { status: 400, message, code })));
    const { user } = renderApp("/profile");
    const password = within(await screen.findByRole("region", { name: "Password" }));
    await user.type(password.getByLabelText(/Current password/), "old-secret");
    await user.type(password.getByLabelText(/New password/), "baseball");
    await user.click(password.getByRole("button", { name: "Change password" }));

    const field = password.getByLabelText(/New password/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(accessibleDescription(field)).toBe(message);
    expect(password.getByLabelText(/Current password/).getAttribute("aria-invalid")).not.toBe("true");
  });
});
