import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceHint } from "../../realtime/realtime-hints";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderReport } from "./render-report";
import { DAY, paymentsReportFor, salesReportFor } from "./report-test-data";
import PaymentsReportPage from "./payments-report-page";
import SalesReportPage from "./sales-report-page";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

function mockReports() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    const period = { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" };
    if (pathname === "/api/reports/sales") return jsonResponse(envelope(salesReportFor(period)));
    if (pathname === "/api/reports/payments") return jsonResponse(envelope(paymentsReportFor(period)));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return asked;
}

/** Every row of a table, as a person reads it across. */
function rows(table: string): string[][] {
  return [...screen.getByRole("table", { name: table }).querySelectorAll("tbody tr, tfoot tr")].map((row) => [...row.children].map((cell) => cell.textContent));
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("sales report", { timeout: 30_000 }, () => {
  it("shows the period's totals, then each breakdown on its own tab with a totals row, the tab kept in the address", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockReports();
    const { user } = renderReport(`/reports/sales?from=${DAY}&to=${DAY}`, <SalesReportPage />);

    expect(await screen.findByRole("table", { name: "Sales" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/sales?from=${DAY}&to=${DAY}`]);
    expect(within(screen.getByRole("group", { name: "Net sales" })).getByText("$45.73")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Average ticket ($/car)" })).getByText("$22.87")).toBeTruthy();
    const premium = within(screen.getByRole("group", { name: "Premium share" }));
    expect(premium.getByText("50 %")).toBeTruthy();
    expect(premium.getByText("1 of 2 cars with a package")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Add-ons per car" })).getByText("1.50")).toBeTruthy();
    // Tips lead to the payments report, for the same period.
    expect(
      within(screen.getByRole("table", { name: "Cars and tickets" }))
        .getByRole("link", { name: "Tips" })
        .getAttribute("href"),
    ).toBe(`/reports/payments?from=${DAY}&to=${DAY}`);

    await user.click(screen.getByRole("tab", { name: "By day" }));
    expect(address()).toBe(`/reports/sales?from=${DAY}&to=${DAY}&view=day`);
    expect(rows("Sales by day")).toEqual([
      ["05 Mar, 2025", "4", "2", "$136.10", "$45.73"],
      ["Total", "4", "2", "$136.10", "$45.73"],
    ]);
    expect(screen.getByRole("img", { name: /^Chart of net sales by day, 05 Mar, 2025/ })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Products" }));
    expect(rows("Sales by product").at(-1)).toEqual(["All products", "", "", "", "", "5", "$127.00", "$2.00", "$125.00"]);
    await user.click(screen.getByRole("tab", { name: "Vehicle types" }));
    expect(rows("Sales by vehicle type")).toEqual([
      ["Sedan", "3", "2", "$49.00"],
      ["No vehicle type", "1", "0", "$87.10"],
      ["All vehicle types", "4", "2", "$136.10"],
    ]);
    await user.click(screen.getByRole("tab", { name: "Packages" }));
    expect(rows("Cars by package")).toEqual([
      ["Full wash", "Premium package", "1"],
      ["Basic wash", "Package", "1"],
    ]);
    expect(rows("Packages and add-ons")).toEqual([
      ["Cars", "2"],
      ["Cars with a package", "2"],
      ["Cars with a premium package", "1"],
      ["Premium share (of cars with a package)", "50 %"],
      ["Add-ons sold with cars", "3"],
      ["Add-ons per car", "1.50"],
    ]);
    // The period picker keeps the tab.
    await user.click(screen.getByRole("combobox", { name: "Period" }));
    await user.click(await screen.findByRole("option", { name: "Yesterday" }));
    await waitFor(() => expect(address()).toBe("/reports/sales?view=packages&preset=yesterday"));
  });
});

describe("reports on realtime hints", { timeout: 30_000 }, () => {
  it("refresh the sales report on a hint about sales (a payment, a refund), not on others, without reloading the page", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockReports();
    const { user } = renderReport(`/reports/sales?from=${DAY}&to=${DAY}`, <SalesReportPage />);
    expect(await screen.findByRole("table", { name: "Sales" })).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Packages" }));
    const sales = () => asked.filter((path) => path.startsWith("/api/reports/sales"));
    expect(sales()).toHaveLength(1);

    await act(async () => {
      announceHint({ entity: "expenses", id: "e-1", action: "New" });
      announceHint({ entity: "customers", id: "c-1", action: "Edit" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sales()).toHaveLength(1);
    act(() => announceHint({ entity: "sales", id: "s-1", action: "AddPayment" }));
    await waitFor(() => expect(sales()).toHaveLength(2));
    // The same page, on the same tab: nothing reloaded but the figures.
    expect(screen.getByRole("tab", { name: "Packages", selected: true })).toBeTruthy();
    expect(asked.filter((path) => !path.startsWith("/api/reports/sales"))).toEqual([]);
  });

  it("refresh the payments report on a refund, and leave it alone on a purchase", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockReports();
    renderReport(`/reports/payments?from=${DAY}&to=${DAY}`, <PaymentsReportPage />);
    expect(await screen.findByRole("table", { name: "Payments by method" })).toBeTruthy();
    await act(async () => {
      announceHint({ entity: "purchases", id: "p-1", action: "New" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(asked).toHaveLength(1);
    act(() => announceHint({ entity: "sales", id: "s-1", action: "Refund" }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual([`/api/reports/payments?from=${DAY}&to=${DAY}`, `/api/reports/payments?from=${DAY}&to=${DAY}`]);
  });
});

describe("payments report", { timeout: 30_000 }, () => {
  it("shows payments by method, origin (in the shop when none) and day, refunds with voids, and tips by staff", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockReports();
    renderReport(`/reports/payments?from=${DAY}&to=${DAY}`, <PaymentsReportPage />);

    expect(await screen.findByRole("table", { name: "Payments by method" })).toBeTruthy();
    expect(rows("Payments by method")).toEqual([
      ["Cash", "2", "$103.43", "$0.00", "$103.43"],
      ["Card", "1", "$19.60", "$3.00", "$22.60"],
      ["All methods", "3", "$123.03", "$3.00", "$126.03"],
    ]);
    expect(rows("Payments by origin")).toEqual([
      ["In the shop", "2", "$103.43", "$0.00"],
      ["Pay by link", "1", "$19.60", "$3.00"],
      ["All origins", "3", "$123.03", "$3.00"],
    ]);
    expect(rows("Payments by day")).toEqual([
      ["05 Mar, 2025", "$123.03", "$3.00", "$3.27"],
      ["Total", "$123.03", "$3.00", "$3.27"],
    ]);
    expect(rows("Refunds and voids by method")).toEqual([
      ["Cash", "1", "$3.27", "$87.10"],
      ["All methods", "1", "$3.27", "$87.10"],
    ]);
    expect(rows("Tips by staff")).toEqual([
      ["Robin Washer", "$3.00"],
      ["All staff", "$3.00"],
    ]);
    expect(screen.getByRole("img", { name: /^Chart of payments, tips and refunds by day/ })).toBeTruthy();
  });
});
