import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { ReviewSettingsSection } from "./review-settings-section";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("System Settings › Review requests", { timeout: 30_000 }, () => {
  it("shows the delay, cooldown and public page, refuses a bad address on its field, and saves", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/reviews" && init.method === "PUT") {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return jsonResponse(envelope(body, { message: "Review request settings saved." }));
      }
      if (url === "/api/settings/reviews") return jsonResponse(envelope({ delayHours: 2, cooldownDays: 30 }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderWithQuery(<ReviewSettingsSection />);
    const section = within(await screen.findByRole("region", { name: "Review requests" }));
    const delay = (await section.findByLabelText(/^Send after \(hours\)/)) as HTMLInputElement;
    expect(delay.value).toBe("2");
    expect((section.getByLabelText(/^Ask a customer at most once every \(days\)/) as HTMLInputElement).value).toBe("30");

    // The public review page is kept once, in the General settings: this section points there.
    expect(section.getByText(/set it as the Review link of the General settings/)).toBeTruthy();
    await user.clear(delay);
    await user.type(delay, "200");
    await user.click(section.getByRole("button", { name: "Save review settings" }));
    expect(await section.findByText("Enter a whole number of hours from 0 to 168.")).toBeTruthy();
    expect(puts).toEqual([]);

    await user.clear(delay);
    await user.type(delay, "3");
    await user.click(section.getByRole("button", { name: "Save review settings" }));
    await waitFor(() => expect(puts).toEqual([{ delayHours: 3, cooldownDays: 30 }]));
  });
});
