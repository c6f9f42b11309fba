import { screen, within } from "@testing-library/react";
import { permissionFromPaths, Recurrence, type PaymentDates } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { signedInSession } from "../../testing/session-fixtures";
import PaymentDatesPage from "./payment-dates-page";
import { renderAt } from "../../testing/render-at";

const answer: PaymentDates = {
  dates: [
    { paymentDate: "2026-06-09", runs: 2, schedules: [Recurrence.EveryWeek, Recurrence.EveryMonth], gross: 304258, deductions: 2500, net: 301758 },
    { paymentDate: "2026-06-02", runs: 1, schedules: [Recurrence.EveryWeek], gross: 100000, deductions: 0, net: 100000 },
  ],
  due: [{ schedule: Recurrence.EveryOtherWeek, period: { start: "2026-05-25", end: "2026-06-07" }, employees: 4 }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe("payroll by payment date (docs/product.md §2 /payroll/paymentDates)", { timeout: 30_000 }, () => {
  it("lists paid runs by payment date with totals, and what is due next per schedule with a way to run it", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: permissionFromPaths(["payroll.list", "payroll.history"]) }));
    mockFetch((url) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === "/api/payroll/payment-dates") return jsonResponse(envelope(answer));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user } = renderAt("/payroll/paymentDates", "/payroll/paymentDates", <PaymentDatesPage />);
    const dates = await screen.findByRole("table", { name: "Payment dates" });
    const first = (await within(dates).findByText("09 Jun, 2026")).closest("tr")!;
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["09 Jun, 2026", "Every week, Every month", "2", "$3,042.58", "$25.00", "$3,017.58"]);
    expect(dates.querySelector("tfoot")?.textContent).toContain("$4,017.58");

    const due = screen.getByRole("table", { name: "Due next" });
    const run = within(due).getByRole("link", { name: "Run every other week payroll for 25 May, 2026 – 07 Jun, 2026" });
    expect(within(run.closest("tr")!).getByText("4")).toBeTruthy();
    await user.click(run);
    expect(await screen.findByText("Landed on /payroll?schedule=2&start=2026-05-25")).toBeTruthy();
  });
});
