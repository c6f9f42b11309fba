import { screen, within } from "@testing-library/react";
import { reportMessages } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import PnlReportPage from "./pnl-report-page";
import { renderReport } from "./render-report";
import { asShown, exportCsv, figuresOf, tableIn, totalsOf } from "./report-test-screen";
import { pnlReportFor, WORKED_DAY } from "./worked-day-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const period = `from=${WORKED_DAY}&to=${WORKED_DAY}`;

function mockPnl() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    return jsonResponse(envelope(pnlReportFor({ from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" })));
  });
  return asked;
}

describe("profit and loss report", { timeout: 30_000 }, () => {
  it("reads from net sales to net profit, labor not recorded, stock bought shown apart, with how cost is taken and the cash basis", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockPnl();
    renderReport(`/reports/pnl?${period}`, <PnlReportPage />);

    expect(await screen.findByRole("table", { name: "Profit and loss" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/pnl?${period}`]);
    expect(figuresOf("Profit and loss", "Net sales")).toEqual(["$70.49"]);
    expect(figuresOf("Profit and loss", "Less sales tax")).toEqual(["$2.49"]);
    expect(figuresOf("Profit and loss", "Revenue")).toEqual(["$68.00"]);
    expect(figuresOf("Profit and loss", "Less cost of goods sold")).toEqual(["$12.00"]);
    expect(figuresOf("Profit and loss", "Gross margin")).toEqual(["$56.00"]);
    expect(figuresOf("Profit and loss", "Less expenses")).toEqual(["$15.00"]);
    expect(figuresOf("Profit and loss", "Less labor")).toEqual([reportMessages.notRecorded]);
    expect(totalsOf("Profit and loss")).toEqual(["Net profit", "$41.00"]);
    expect(figuresOf("Expenses by category", "Supplies")).toEqual(["$15.00"]);
    expect(totalsOf("Expenses by category")).toEqual(["All expenses", "$15.00"]);
    expect(figuresOf("Cash paid for stock", "Purchases (not subtracted: their cost counts when sold)")).toEqual(["$50.00"]);

    expect(within(screen.getByRole("group", { name: "Revenue" })).getByText("$68.00")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Net profit" })).getByText("$41.00")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Cash paid for stock" })).getByText("$50.00")).toBeTruthy();
    expect(screen.getByText(reportMessages.costOfGoods)).toBeTruthy();
    expect(screen.getByText(reportMessages.cashBasis)).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Chart of revenue against costs and net profit, 01 Jun, 2026/ })).toBeTruthy();
    // Net sales and the expenses lead to the reports behind them, for the same period.
    const statement = screen.getByRole("table", { name: "Profit and loss" });
    expect(within(statement).getByRole("link", { name: "Net sales" }).getAttribute("href")).toBe(`/reports/sales?${period}`);
    expect(within(statement).getByRole("link", { name: "Less expenses" }).getAttribute("href")).toBe(`/reports/expenses?${period}`);
  });

  it("exports the statement with the same net profit and totals as the screen", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockPnl();
    const { user } = renderReport(`/reports/pnl?${period}`, <PnlReportPage />);
    await screen.findByRole("table", { name: "Profit and loss" });

    const file = await exportCsv(user);
    expect(file.name).toBe(`profit-and-loss-${WORKED_DAY}-to-${WORKED_DAY}.csv`);
    const statement = tableIn(file.lines, "Profit and loss");
    expect(statement.find((line) => line[0] === "Less labor")).toEqual(["Less labor", "Not recorded"]);
    expect(statement.at(-1)?.map(asShown)).toEqual(totalsOf("Profit and loss"));
    expect(tableIn(file.lines, "Expenses by category").at(-1)?.map(asShown)).toEqual(totalsOf("Expenses by category"));
  });
});
