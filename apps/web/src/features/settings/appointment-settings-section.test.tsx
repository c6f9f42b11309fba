import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { AppointmentSettingsSection } from "./appointment-settings-section";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const saved = { bays: 2, reminderHours: 24, missedAfterMinutes: 30, onlineBooking: true, bookingDaysAhead: 30 };

describe("System Settings › Appointments", { timeout: 30_000 }, () => {
  it("shows the settings, refuses a bad value on its field, and saves named bays", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/appointments" && init.method === "PUT") {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return jsonResponse(envelope(body, { message: "Appointment settings saved." }));
      }
      if (url === "/api/settings/appointments") return jsonResponse(envelope(saved));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderWithQuery(<AppointmentSettingsSection />);
    const section = within(await screen.findByRole("region", { name: "Appointments" }));
    expect(((await section.findByLabelText(/^Bays/)) as HTMLInputElement).value).toBe("2");
    expect(section.getByRole("link", { name: "/book" }).getAttribute("href")).toBe("/book");

    const missed = section.getByLabelText(/^Missed after \(minutes\)/) as HTMLInputElement;
    await user.clear(missed);
    await user.type(missed, "2");
    await user.click(section.getByRole("button", { name: "Save appointment settings" }));
    expect(await section.findByText("Enter a number of minutes from 5 to 1440.")).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(missed);
    await user.type(missed, "45");

    await user.click(section.getByRole("radio", { name: "Named bays" }));
    const first = section.getByLabelText("Bay 1 name");
    await user.clear(first);
    await user.type(first, "Detail");
    await user.click(section.getByRole("button", { name: "Add bay" }));
    await user.click(section.getByRole("button", { name: "Remove bay Bay 2" }));
    await user.click(section.getByRole("button", { name: "Save appointment settings" }));
    await waitFor(() =>
      expect(puts).toEqual([{ bays: ["Detail", "Bay 3"], reminderHours: 24, missedAfterMinutes: 45, onlineBooking: true, bookingDaysAhead: 30 }]),
    );
  });
});
