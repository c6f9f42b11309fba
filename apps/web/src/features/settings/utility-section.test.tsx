import { automatedMessageWords, defaultUtilitySettings, type UtilitySettings } from "@washdesk/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("System Settings › Utility", () => {
  it("turns blind close on and saves the receipt cap, refusing a cap of 0 on the field", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let saved: UtilitySettings = defaultUtilitySettings;
    const patches: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/utility" && init.method === "PATCH") {
        const body = JSON.parse(String(init.body)) as Partial<typeof saved>;
        patches.push(body);
        saved = { ...saved, ...body };
        return jsonResponse(envelope(saved, { message: "Settings saved." }));
      }
      if (url === "/api/settings/utility") return jsonResponse(envelope(saved));
      if (url === "/api/settings/message-providers") {
        const none = { smtp: { host: "", port: null, secure: false, user: "", password: { isSet: false }, from: "" } };
        return jsonResponse(envelope({ ...none, sms: { accountSid: "", authToken: { isSet: false }, from: "", baseUrl: "" }, setByServer: [] }));
      }
      if (url === "/api/users/locked") return jsonResponse(envelope([]));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderApp("/settings/system");
    const section = within(await screen.findByRole("region", { name: "Utility" }));

    const blind = await section.findByRole("switch", { name: /Blind close/ });
    expect((blind as HTMLInputElement).checked).toBe(false);
    await user.click(blind);
    await waitFor(() => expect(patches).toEqual([{ blindClose: true }]));
    await waitFor(() => expect((section.getByRole("switch", { name: /Blind close/ }) as HTMLInputElement).checked).toBe(true));

    const cap = section.getByRole("textbox", { name: /Receipt texts and e-mails per person an hour/ });
    await user.clear(cap);
    await user.type(cap, "0");
    expect(section.getByRole("button", { name: "Save" })).toHaveProperty("disabled", true);
    await user.clear(cap);
    await user.type(cap, "12");
    await user.click(section.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patches).toEqual([{ blindClose: true }, { receiptMessagesPerHour: 12 }]));

    // Quiet hours across midnight and a cap on texts; the same start and end is refused on the field.
    const save = section.getByRole("button", { name: "Save automated messages" });
    expect(save).toHaveProperty("disabled", true);
    await user.click(section.getByRole("switch", { name: new RegExp(automatedMessageWords.quietHours) }));
    const start = section.getByLabelText(automatedMessageWords.quietStart);
    const end = section.getByLabelText(automatedMessageWords.quietEnd);
    await user.clear(start);
    await user.type(start, "08:00");
    expect(await section.findByText(automatedMessageWords.sameStartAndEnd)).toBeTruthy();
    expect(save).toHaveProperty("disabled", true);
    await user.clear(start);
    await user.type(start, "22:00");
    await user.clear(end);
    await user.type(end, "07:30");
    await user.type(section.getByRole("textbox", { name: automatedMessageWords.textsPerHour }), "40");
    await user.click(save);
    await waitFor(() => expect(patches.at(-1)).toEqual({ quietHours: { enabled: true, start: "22:00", end: "07:30" }, emailsPerHour: null, textsPerHour: 40 }));
  });
});
