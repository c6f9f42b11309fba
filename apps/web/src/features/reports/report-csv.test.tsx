import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { generalReportTables } from "./general-report-tables";
import { renderReport } from "./render-report";
import { csvFileName, reportCsv } from "./report-csv";
import { DAY, generalReportFor, salesReportFor } from "./report-test-data";
import { asShown, linesOf, tableIn } from "./report-test-screen";
import SalesReportPage from "./sales-report-page";
import { salesReportTables } from "./sales-report-tables";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const period = { from: DAY, to: DAY };

describe("report CSV", { timeout: 30_000 }, () => {
  it("holds the report's title, period and each table with its column titles, rows and totals, money as plain dollars", () => {
    const lines = linesOf(reportCsv("Sales Report", period, Object.values(salesReportTables(salesReportFor(period)))));
    expect(lines[0]).toEqual(["Sales Report"]);
    expect(lines[1]).toEqual(["From", DAY, "To", DAY]);
    expect(tableIn(lines, "Sales by day")).toEqual([
      ["Date", "Sales", "Cars", "Sales total", "Net sales"],
      [DAY, "4", "2", "136.10", "45.73"],
      ["Total", "4", "2", "136.10", "45.73"],
    ]);
    expect(tableIn(lines, "Sales by hour of day")).toEqual([
      ["Hour", "Sales", "Sales total"],
      ["9:00 AM", "2", "35.93"],
      ["2:00 PM", "2", "100.17"],
      ["Total", "4", "136.10"],
    ]);
    expect(tableIn(lines, "Sales by vehicle type").at(-1)).toEqual(["All vehicle types", "4", "2", "136.10"]);
    expect(csvFileName("Sales Report", period)).toBe(`sales-report-${DAY}-to-${DAY}.csv`);
  });

  it("keeps a negative amount a number and a name that looks like a formula a word", () => {
    const general = reportCsv(
      "General Report",
      period,
      Object.values(generalReportTables(generalReportFor(period), { sales: null, payments: null, expenses: null, purchases: null })),
    );
    expect(tableIn(linesOf(general), "Cash flow")).toEqual([
      ["Figure", "Amount"],
      ["Net cash flow", "-49.34"],
    ]);
    const products = tableIn(linesOf(reportCsv("Sales Report", period, Object.values(salesReportTables(salesReportFor(period))))), "Sales by product");
    expect(products.find((line) => line[0]?.includes("Freshener"))?.[0]).toBe("'=Freshener");
  });

  it("writes the same totals as the screen shows", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockFetch((url) => {
      const { searchParams } = new URL(url, "http://localhost");
      return jsonResponse(envelope(salesReportFor({ from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" })));
    });
    renderReport(`/reports/sales?from=${DAY}&to=${DAY}&view=day`, <SalesReportPage />);
    const byDay = await screen.findByRole("table", { name: "Sales by day" });
    const shownTotals = [...within(byDay).getByRole("rowheader", { name: "Total" }).closest("tr")!.children].map((cell) => cell.textContent);
    expect(shownTotals).toEqual(["Total", "4", "2", "$136.10", "$45.73"]);

    const file = reportCsv("Sales Report", period, Object.values(salesReportTables(salesReportFor(period))));
    const fileTotals = tableIn(linesOf(file), "Sales by day").at(-1) ?? [];
    expect(fileTotals.map(asShown)).toEqual(shownTotals);
  });
});
