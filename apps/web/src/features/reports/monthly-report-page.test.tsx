import { screen, waitFor, within } from "@testing-library/react";
import { addMonths } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shopToday } from "../../components/shop-dates";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import MonthlyReportPage from "./monthly-report-page";
import { renderReport } from "./render-report";
import { monthLabel } from "./report-labels";
import { asShown, exportCsv, figuresOf, tableIn, totalsOf } from "./report-test-screen";
import { monthEnd } from "./use-report-month";
import { monthlyReportFor } from "./worked-day-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mockMonthly() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    return jsonResponse(envelope(monthlyReportFor()));
  });
  return asked;
}

const today = () => shopToday("America/New_York");
const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("monthly report", { timeout: 30_000 }, () => {
  it("lays the twelve months side by side, each against the year before with the change, and the twelve months together", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockMonthly();
    renderReport("/reports/monthly", <MonthlyReportPage />);

    expect(await screen.findByRole("table", { name: "Net sales" })).toBeTruthy();
    // This month is asked up to the shop's today.
    expect(asked).toEqual([`/api/reports/monthly?to=${today()}`]);
    expect(screen.getByText("01 Jul, 2025 – 01 Jun, 2026")).toBeTruthy();

    const head = [...screen.getByRole("table", { name: "Net sales" }).querySelectorAll("thead th")].map((th) => th.textContent);
    expect(head).toEqual(["Month", "Net sales", "A year before", "Change (%)"]);
    expect(figuresOf("Net sales", "Jul 2025")).toEqual(["$0.00", "$0.00", "no change"]);
    expect(figuresOf("Net sales", "May 2026")).toEqual(["$200.00", "$160.00", "+25 %"]);
    expect(figuresOf("Net sales", "Jun 2026")).toEqual(["$70.49", "$0.00", "none before"]);
    expect(totalsOf("Net sales")).toEqual(["Twelve months", "$270.49", "$160.00", "+69.1 %"]);
    expect(figuresOf("Sales", "May 2026")).toEqual(["10", "8", "+25 %"]);
    expect(totalsOf("Sales")).toEqual(["Twelve months", "14", "8", "+75 %"]);
    expect(totalsOf("Cars")).toEqual(["Twelve months", "10", "8", "+25 %"]);
    expect(figuresOf("Average ticket ($/car)", "Jun 2026")).toEqual(["$35.25", "—", "none before"]);
    expect(figuresOf("Average ticket ($/car)", "Jul 2025")).toEqual(["—", "—", "no change"]);
    expect(totalsOf("Average ticket ($/car)")).toEqual(["Twelve months", "$27.05", "$20.00", "+35.3 %"]);
    expect(totalsOf("Expenses")).toEqual(["Twelve months", "$45.00", "$30.00", "+50 %"]);
    expect(totalsOf("Purchases")).toEqual(["Twelve months", "$70.00", "$0.00", "none before"]);
    expect(totalsOf("Profit")).toEqual(["Twelve months", "$155.49", "$130.00", "+19.6 %"]);

    const net = screen.getByRole("group", { name: "Net sales, twelve months" });
    expect(within(net).getByText("$270.49")).toBeTruthy();
    expect(within(net).getByText("A year before $160.00 · +69.1 %")).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Chart of net sales by month against the same month a year before/ })).toBeTruthy();
  });

  it("asks for an earlier month's twelve months up to its last day, the month kept in the address", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockMonthly();
    const { user } = renderReport("/reports/monthly", <MonthlyReportPage />);
    await screen.findByRole("table", { name: "Net sales" });

    const picker = screen.getByRole<HTMLInputElement>("combobox", { name: "Twelve months ending" });
    const earlier = addMonths(`${today().slice(0, 7)}-01`, -3).slice(0, 7);
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: monthLabel(`${earlier}-01`) }));
    await waitFor(() => expect(asked).toContain(`/api/reports/monthly?to=${monthEnd(earlier)}`));
    expect(address()).toBe(`/reports/monthly?month=${earlier}`);
    expect(picker.value).toBe(monthLabel(`${earlier}-01`));
  });

  it("exports each figure's table with the same twelve-month totals as the screen's", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockMonthly();
    const { user } = renderReport("/reports/monthly", <MonthlyReportPage />);
    await screen.findByRole("table", { name: "Net sales" });
    const file = await exportCsv(user);
    expect(file.name).toBe("monthly-report-2025-07-01-to-2026-06-01.csv");
    const net = tableIn(file.lines, "Net sales");
    // Months as the stored "YYYY-MM" in the file, a change as its percentage (none when there is none).
    expect(net.find((line) => line[0] === "2026-05")).toEqual(["2026-05", "200.00", "160.00", "25"]);
    expect(net.find((line) => line[0] === "2026-06")).toEqual(["2026-06", "70.49", "0.00", ""]);
    for (const title of ["Net sales", "Sales", "Cars", "Average ticket ($/car)", "Expenses", "Purchases", "Profit"]) {
      const [label, current, before, percent] = tableIn(file.lines, title).at(-1) ?? [];
      const shown = totalsOf(title);
      expect(
        [label, current, before].map((cell) => asShown(cell ?? "")),
        title,
      ).toEqual(shown.slice(0, 3));
      expect(percent === "" ? "none before" : `+${percent} %`, title).toBe(shown[3]);
    }
  });
});
