import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import ExpensesReportPage from "./expenses-report-page";
import PurchasesReportPage from "./purchases-report-page";
import { renderReport } from "./render-report";
import { asShown, exportCsv, rowsOf, tableIn, totalsOf } from "./report-test-screen";
import { expensesReportFor, purchasesReportFor, WORKED_DAY } from "./worked-day-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FROM = "2026-05-01";
const period = `from=${FROM}&to=${WORKED_DAY}`;

function mockMoneyOut() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    const asking = { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" };
    if (pathname === "/api/reports/expenses") return jsonResponse(envelope(expensesReportFor(asking)));
    if (pathname === "/api/reports/purchases") return jsonResponse(envelope(purchasesReportFor(asking)));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return asked;
}

const EXPENSE_TABLES = ["Expenses by category", "Expenses by how they were paid", "Expenses by month", "Scheduled and one-off"];
const PURCHASE_TABLES = ["Purchases by vendor", "Purchases by product", "Purchases by month", "Purchases by how they were paid"];

describe("expenses report", { timeout: 30_000 }, () => {
  it("splits the period's expenses by category, method (in the expenses list's words) and month, scheduled against one-off", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockMoneyOut();
    renderReport(`/reports/expenses?${period}`, <ExpensesReportPage />);

    expect(await screen.findByRole("table", { name: "Expenses by category" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/expenses?${period}`]);
    expect(rowsOf("Expenses by category")).toEqual([
      ["Rent", "1", "$1,200.00"],
      ["Supplies", "2", "$37.50"],
      ["All categories", "3", "$1,237.50"],
    ]);
    expect(rowsOf("Expenses by how they were paid")).toEqual([
      ["Check", "1", "$1,200.00"],
      ["Debit", "1", "$22.50"],
      ["Cash", "1", "$15.00"],
      ["All methods", "3", "$1,237.50"],
    ]);
    expect(rowsOf("Expenses by month")).toEqual([
      ["May 2026", "2", "$1,222.50"],
      ["Jun 2026", "1", "$15.00"],
      ["All months", "3", "$1,237.50"],
    ]);
    expect(rowsOf("Scheduled and one-off")).toEqual([
      ["Scheduled (repeating)", "1", "$1,200.00"],
      ["One-off", "2", "$37.50"],
      ["All expenses", "3", "$1,237.50"],
    ]);
    expect(within(screen.getByRole("group", { name: "Expenses" })).getByText("$1,237.50")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Scheduled" })).getByText("1 expense")).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Chart of expenses by month/ })).toBeTruthy();
    // A category and a method open the expenses list of the period, filtered to them.
    const byCategory = screen.getByRole("table", { name: "Expenses by category" });
    expect(within(byCategory).getByRole("link", { name: "Rent" }).getAttribute("href")).toBe(`/expenses/list?${period}&category=c-rent`);
    const byMethod = screen.getByRole("table", { name: "Expenses by how they were paid" });
    expect(within(byMethod).getByRole("link", { name: "Check" }).getAttribute("href")).toBe(`/expenses/list?${period}&paidBy=1`);
  });

  it("exports every table with the same totals as the screen's", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockMoneyOut();
    const { user } = renderReport(`/reports/expenses?${period}`, <ExpensesReportPage />);
    await screen.findByRole("table", { name: "Expenses by category" });
    const file = await exportCsv(user);
    expect(file.name).toBe(`expenses-report-${FROM}-to-${WORKED_DAY}.csv`);
    expect(file.lines.filter((line) => line.length === 1 && EXPENSE_TABLES.includes(line[0] ?? "")).map((line) => line[0])).toEqual(EXPENSE_TABLES);
    for (const title of EXPENSE_TABLES) expect(tableIn(file.lines, title).at(-1)?.map(asShown), title).toEqual(totalsOf(title));
    expect(tableIn(file.lines, "Expenses by month")[1]).toEqual(["2026-05", "2", "1222.50"]);
  });

  it("leaves categories as plain text for someone who may not open the expenses list", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Bookkeeper", permission: { reports: { expense: true } } }));
    mockMoneyOut();
    renderReport(`/reports/expenses?${period}`, <ExpensesReportPage />);
    const byCategory = await screen.findByRole("table", { name: "Expenses by category" });
    expect(within(byCategory).queryByRole("link")).toBeNull();
  });
});

describe("purchases report", { timeout: 30_000 }, () => {
  it("splits the period's purchases by vendor, product, month and how they were paid", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockMoneyOut();
    renderReport(`/reports/purchases?${period}`, <PurchasesReportPage />);

    expect(await screen.findByRole("table", { name: "Purchases by vendor" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/purchases?${period}`]);
    expect(rowsOf("Purchases by vendor")).toEqual([
      ["Suds Supply", "2", "$80.00"],
      ["Wax World", "1", "$24.00"],
      ["All vendors", "3", "$104.00"],
    ]);
    // Products add up on their own: a purchase of an amount alone has none.
    expect(rowsOf("Purchases by product")).toEqual([
      ["Towels", "Supplies", "10", "$30.00"],
      ["Wax", "Care", "6", "$24.00"],
      ["All products", "", "16", "$54.00"],
    ]);
    expect(rowsOf("Purchases by month")).toEqual([
      ["May 2026", "1", "$30.00"],
      ["Jun 2026", "2", "$74.00"],
      ["All months", "3", "$104.00"],
    ]);
    expect(rowsOf("Purchases by how they were paid")).toEqual([
      ["Check", "1", "$50.00"],
      ["Cash", "2", "$54.00"],
      ["All methods", "3", "$104.00"],
    ]);
    expect(within(screen.getByRole("group", { name: "Purchases" })).getByText("$104.00")).toBeTruthy();
    expect(screen.getByRole("img", { name: /^Chart of purchases by month/ })).toBeTruthy();
    const byVendor = screen.getByRole("table", { name: "Purchases by vendor" });
    expect(within(byVendor).getByRole("link", { name: "Suds Supply" }).getAttribute("href")).toBe(`/purchases/list?${period}&vendor=v-suds&vn=Suds+Supply`);
  });

  it("exports every table with the same totals as the screen's", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockMoneyOut();
    const { user } = renderReport(`/reports/purchases?${period}`, <PurchasesReportPage />);
    await screen.findByRole("table", { name: "Purchases by vendor" });
    const file = await exportCsv(user);
    expect(file.name).toBe(`purchases-report-${FROM}-to-${WORKED_DAY}.csv`);
    for (const title of PURCHASE_TABLES) expect(tableIn(file.lines, title).at(-1)?.map(asShown), title).toEqual(totalsOf(title));
  });
});
