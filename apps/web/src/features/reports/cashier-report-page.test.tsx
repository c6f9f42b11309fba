import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import CashierReportPage from "./cashier-report-page";
import { renderReport } from "./render-report";
import { asShown, exportCsv, rowsOf, tableIn, totalsOf } from "./report-test-screen";
import { cashierReportFor, WORKED_DAY } from "./worked-day-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const period = `from=${WORKED_DAY}&to=${WORKED_DAY}`;

function mockCashier() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    return jsonResponse(envelope(cashierReportFor({ from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" })));
  });
  return asked;
}

describe("cashier report", { timeout: 30_000 }, () => {
  it("gives one row per person, over/short blank while their drawer is open, and a totals row", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockCashier();
    renderReport(`/reports/cashier?${period}`, <CashierReportPage />);

    expect(await screen.findByRole("table", { name: "By cashier" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/cashier?${period}`]);
    const headers = [...screen.getByRole("table", { name: "By cashier" }).querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toEqual([
      "Cashier",
      "Sales",
      "Sales total",
      "Discounts",
      "Voids",
      "Voided",
      "Refunds",
      "Refunded",
      "Drawers opened",
      "Over/short",
      "Drops",
      "Dropped",
    ]);
    expect(rowsOf("By cashier")).toEqual([
      ["Morgan Owner", "4", "$105.49", "$2.00", "1", "$25.00", "1", "$10.00", "1", "", "0", "$0.00"],
      ["Casey Counter", "2", "$30.00", "$0.00", "0", "$0.00", "0", "$0.00", "1", "-$1.50", "1", "$50.00"],
      ["All cashiers", "6", "$135.49", "$2.00", "1", "$25.00", "1", "$10.00", "2", "-$1.50", "1", "$50.00"],
    ]);
    expect(within(screen.getByRole("group", { name: "Sales total" })).getByText("$135.49")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Refunded" })).getByText("$10.00")).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Chart of sales, voids and refunds by cashier/ })).toBeTruthy();
  });

  it("exports the same totals row as the screen's", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockCashier();
    const { user } = renderReport(`/reports/cashier?${period}`, <CashierReportPage />);
    await screen.findByRole("table", { name: "By cashier" });
    const file = await exportCsv(user);
    expect(file.name).toBe(`cashier-report-${WORKED_DAY}-to-${WORKED_DAY}.csv`);
    const lines = tableIn(file.lines, "By cashier");
    // Over/short unknown stays empty in the file too, not 0.00.
    expect(lines[1]).toEqual(["Morgan Owner", "4", "105.49", "2.00", "1", "25.00", "1", "10.00", "1", "", "0", "0.00"]);
    expect(lines.at(-1)?.map(asShown)).toEqual(totalsOf("By cashier"));
  });
});
