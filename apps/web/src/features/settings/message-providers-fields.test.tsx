import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messageProviderWords as words, secretSettingWords, defaultUtilitySettings } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const providers = {
  smtp: { host: "smtp.example.com", port: 587, secure: false, user: "shop", password: { isSet: true }, from: "shop@example.com" },
  sms: { accountSid: "AC1", authToken: { isSet: false }, from: "+15550001111", baseUrl: "" },
  setByServer: ["sms.accountSid", "sms.authToken", "sms.from"],
};

describe("System Settings › Utility › message providers", () => {
  it("shows the fields, the secrets as set or set by the server, and sends a test from a titled dialog", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const tests: unknown[] = [];
    const patches: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/utility") return jsonResponse(envelope(defaultUtilitySettings));
      if (url === "/api/settings/message-providers" && init.method === "PATCH") {
        patches.push(JSON.parse(String(init.body)));
        return jsonResponse(envelope(providers, { message: "Settings saved." }));
      }
      if (url === "/api/settings/message-providers") return jsonResponse(envelope(providers));
      if (url === "/api/settings/message-providers/test-email") {
        tests.push(JSON.parse(String(init.body)));
        const message = "The test e-mail could not be sent: Invalid login: 535 Authentication failed.";
        return jsonResponse(envelope({ sent: false, message }, { message }));
      }
      if (url === "/api/users/locked") return jsonResponse(envelope([]));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderApp("/settings/system");
    const section = within(await screen.findByRole("region", { name: "Utility" }));

    expect((await section.findByRole("textbox", { name: words.host })).getAttribute("value")).toBe("smtp.example.com");
    expect(section.getByRole("textbox", { name: words.port })).toBeTruthy();
    expect(section.getByRole("switch", { name: words.secure })).toBeTruthy();
    expect(section.getByRole("textbox", { name: words.user })).toBeTruthy();
    expect(section.getByRole("textbox", { name: new RegExp(words.from) })).toBeTruthy();
    expect(section.getByRole("textbox", { name: new RegExp(words.baseUrl) })).toBeTruthy();
    // The SMTP password is a stored secret: "Set", with Replace and Clear, never a value.
    expect(section.getByRole("button", { name: `${secretSettingWords.replace} ${words.password}` })).toBeTruthy();
    expect(section.getByText(secretSettingWords.set)).toBeTruthy();
    // The SMS account comes from the environment: read-only.
    expect(section.getByRole("textbox", { name: words.accountSid }).hasAttribute("readonly")).toBe(true);
    expect(section.queryByRole("button", { name: `${secretSettingWords.replace} ${words.authToken}` })).toBeNull();
    expect(section.getAllByText(secretSettingWords.setByServer).length).toBeGreaterThan(0);

    await user.clear(section.getByRole("textbox", { name: words.host }));
    await user.type(section.getByRole("textbox", { name: words.host }), "mail.example.com");
    await user.click(section.getByRole("button", { name: "Save message providers" }));
    await waitFor(() => expect(patches).toEqual([{ smtp: { host: "mail.example.com" }, sms: {} }]));

    await user.click(section.getByRole("button", { name: words.testEmail }));
    const dialog = within(await screen.findByRole("dialog", { name: words.testEmail }));
    const to = dialog.getByRole("textbox", { name: new RegExp(words.testEmailTo) });
    await user.type(to, "owner@example.com");
    await user.click(dialog.getByRole("button", { name: "Send" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("Invalid login");
    expect(tests).toEqual([{ to: "owner@example.com" }]);
  });
});
