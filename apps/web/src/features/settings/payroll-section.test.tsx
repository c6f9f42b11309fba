import { screen, waitFor, within } from "@testing-library/react";
import { payrollRefusals } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { PayrollSection } from "./payroll-section";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

describe("System Settings › Payroll", { timeout: 30_000 }, () => {
  it("shows where tips go and the biweekly anchor, and saves both", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: unknown[] = [];
    mockFetch((url, init) => {
      if (url === "/api/settings/payroll" && init.method === "PUT") {
        const body = JSON.parse(String(init.body)) as unknown;
        puts.push(body);
        return jsonResponse(envelope(body, { message: "Payroll settings saved." }));
      }
      if (url === "/api/settings/payroll") return jsonResponse(envelope({ tipMode: "byLine", biweeklyAnchor: "2026-01-05" }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderWithQuery(<PayrollSection />);
    const section = within(await screen.findByRole("region", { name: "Payroll" }));
    const byLine = await section.findByRole("radio", { name: "To the staff on the sale's lines" });
    expect((byLine as HTMLInputElement).checked).toBe(true);
    const anchor = section.getByLabelText(/^First day of an every-other-week period/) as HTMLInputElement;
    expect(anchor.value).toBe("01/05/2026");
    const save = section.getByRole("button", { name: "Save payroll settings" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(section.getByRole("radio", { name: "Into the day's pool, shared by hours worked" }));
    expect(section.getByText(/Managers and owners are never in a tip pool/)).toBeTruthy();
    await user.clear(anchor);
    await user.type(anchor, "01/12/2026");
    await user.tab();
    await user.click(save);
    await waitFor(() => expect(puts).toEqual([{ tipMode: "pool", biweeklyAnchor: "2026-01-12" }]));
  });

  it("puts the server's refusal on the field it names", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const refusal = payrollRefusals.notAPeriodStart("2026-01-13");
    mockFetch((url, init) => {
      if (init.method === "PUT")
        return jsonResponse(envelope({ fields: [{ field: "biweeklyAnchor", message: refusal.message }] }, { status: 400, message: refusal.message }));
      if (url === "/api/settings/payroll") return jsonResponse(envelope({ tipMode: "byLine", biweeklyAnchor: "2026-01-05" }));
      return jsonResponse(envelope(null, { status: 404 }));
    });
    const { user } = renderWithQuery(<PayrollSection />);
    const section = within(await screen.findByRole("region", { name: "Payroll" }));
    await user.click(await section.findByRole("radio", { name: "Into the day's pool, shared by hours worked" }));
    await user.click(section.getByRole("button", { name: "Save payroll settings" }));
    await waitFor(() => expect(section.getByLabelText(/^First day of an every-other-week period/).getAttribute("aria-invalid")).toBe("true"));
    expect(section.getAllByText(refusal.message).length).toBeGreaterThan(0);
  });
});
