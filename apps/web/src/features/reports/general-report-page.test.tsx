import { screen, waitFor, within } from "@testing-library/react";
import { presetPeriod } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shopToday } from "../../components/shop-dates";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import GeneralReportPage from "./general-report-page";
import { renderReport } from "./render-report";
import { generalReportFor } from "./report-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the general report for whatever period is asked, and records what was asked. */
function mockGeneral(fail = false) {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    if (fail) return jsonResponse(envelope(null, { status: 500, message: "Something went wrong on our side (reference r-1)." }));
    const period = { from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" };
    return jsonResponse(envelope(generalReportFor(period)));
  });
  return asked;
}

/** The cells beside a row header, as a person reads them across. */
function figures(table: string, row: string): string[] {
  const header = within(screen.getByRole("table", { name: table })).getByRole("rowheader", { name: row });
  return [...(header.closest("tr")?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
}

const period = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Period" });
const address = () => screen.getByRole("status", { name: "Address" }).textContent;
const today = () => shopToday("America/New_York");

describe("general report", { timeout: 30_000 }, () => {
  it("shows each figure of the period formatted, the unpaid tickets apart, and links each to the report behind it with the same period", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockGeneral();
    renderReport("/reports?preset=today", <GeneralReportPage />);

    expect(await screen.findByRole("table", { name: "Sales" })).toBeTruthy();
    expect(asked[0]).toBe(`/api/reports/general?from=${today()}&to=${today()}`);

    expect(figures("Sales", "Gross sales")).toEqual(["$127.00"]);
    expect(figures("Sales", "Discounts")).toEqual(["$2.00"]);
    expect(figures("Sales", "Subtotal")).toEqual(["$125.00"]);
    expect(figures("Sales", "Tax")).toEqual(["$11.10"]);
    expect(figures("Sales", "Sales total")).toEqual(["$136.10"]);
    expect(figures("Sales", "Refunds")).toEqual(["$3.27"]);
    expect(figures("Sales", "Voids")).toEqual(["$87.10"]);
    expect(figures("Sales", "Net sales")).toEqual(["$45.73"]);
    expect(figures("Cars and tickets", "Sales")).toEqual(["4"]);
    expect(figures("Cars and tickets", "Cars")).toEqual(["2"]);
    expect(figures("Cars and tickets", "Average ticket ($/car)")).toEqual(["$22.87"]);
    expect(figures("Cars and tickets", "Tips")).toEqual(["$3.00"]);
    expect(figures("Unpaid tickets", "Tickets")).toEqual(["1"]);
    expect(figures("Unpaid tickets", "Still due")).toEqual(["$13.07"]);

    expect(figures("Payments by method", "Cash")).toEqual(["2", "$103.43", "$0.00", "$103.43"]);
    expect(figures("Payments by method", "Card")).toEqual(["1", "$19.60", "$3.00", "$22.60"]);
    expect(figures("Payments by method", "All methods")).toEqual(["3", "$123.03", "$3.00", "$126.03"]);
    expect(figures("Refunds by method", "Cash")).toEqual(["1", "$3.27"]);
    expect(figures("Expenses and purchases", "Expenses")).toEqual(["1", "$25.00"]);
    expect(figures("Expenses and purchases", "Purchases")).toEqual(["1", "$60.00"]);
    expect(figures("Cash flow", "Net cash flow")).toEqual(["-$49.34"]);
    expect(within(screen.getByRole("group", { name: "Net cash flow" })).getByText("-$49.34")).toBeTruthy();

    const sales = screen.getByRole("table", { name: "Sales" });
    expect(within(sales).getByRole("link", { name: "Gross sales" }).getAttribute("href")).toBe("/reports/sales?preset=today");
    expect(within(sales).getByRole("link", { name: "Net sales" }).getAttribute("href")).toBe("/reports/sales?preset=today");
    const payments = screen.getByRole("table", { name: "Payments by method" });
    expect(within(payments).getByRole("link", { name: "Card" }).getAttribute("href")).toBe("/reports/payments?preset=today");
    const spending = screen.getByRole("table", { name: "Expenses and purchases" });
    expect(within(spending).getByRole("link", { name: "Expenses" }).getAttribute("href")).toBe(`/expenses/list?from=${today()}&to=${today()}`);
    expect(within(spending).getByRole("link", { name: "Purchases" }).getAttribute("href")).toBe(`/purchases/list?from=${today()}&to=${today()}`);
    expect(screen.getByRole("img", { name: /^Chart of payments by method/ })).toBeTruthy();
  });

  it("leads nowhere a person may not go: without the sales report, its figures are plain text", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Bookkeeper", permission: { reports: { general: true } } }));
    mockGeneral();
    renderReport("/reports", <GeneralReportPage />);
    const sales = await screen.findByRole("table", { name: "Sales" });
    expect(within(sales).queryByRole("link")).toBeNull();
    expect(figures("Sales", "Net sales")).toEqual(["$45.73"]);
  });

  it("opens on this month; a preset changes the address and the dates asked for, and a custom range keeps its two dates", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockGeneral();
    const { user } = renderReport("/reports", <GeneralReportPage />);
    const month = presetPeriod("thisMonth", today());
    await waitFor(() => expect(asked).toEqual([`/api/reports/general?from=${month.from}&to=${month.to}`]));
    expect(period().value).toBe("This month");

    await user.click(period());
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual([
      "Today",
      "Yesterday",
      "This week",
      "Last week",
      "This month",
      "Last month",
      "This year",
      "Last year",
      "Custom",
    ]);
    await user.click(screen.getByRole("option", { name: "Last month" }));
    const lastMonth = presetPeriod("lastMonth", today());
    await waitFor(() => expect(asked).toContain(`/api/reports/general?from=${lastMonth.from}&to=${lastMonth.to}`));
    expect(address()).toBe("/reports?preset=lastMonth");
    // The figures' links carry the new period.
    expect((await screen.findAllByRole("link", { name: "Gross sales" }))[0]?.getAttribute("href")).toBe("/reports/sales?preset=lastMonth");

    await user.click(period());
    await user.click(await screen.findByRole("option", { name: "Custom" }));
    expect(address()).toBe(`/reports?from=${lastMonth.from}&to=${lastMonth.to}`);
    const from = screen.getByLabelText<HTMLInputElement>("From");
    await user.clear(from);
    await user.type(from, "01/15/2024");
    await waitFor(() => expect(asked).toContain(`/api/reports/general?from=2024-01-15&to=${lastMonth.to}`));
    expect(address()).toBe(`/reports?from=2024-01-15&to=${lastMonth.to}`);
  });

  it("reads a custom range from the address, as after a reload", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockGeneral();
    renderReport("/reports?from=2025-03-01&to=2025-03-05", <GeneralReportPage />);
    expect(await screen.findByText("01 Mar, 2025 – 05 Mar, 2025")).toBeTruthy();
    expect(asked[0]).toBe("/api/reports/general?from=2025-03-01&to=2025-03-05");
    expect(period().value).toBe("Custom");
    expect(screen.getByLabelText<HTMLInputElement>("From").value).toBe("03/01/2025");
  });

  it("says in words when the report cannot be loaded, and tries again on request", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockGeneral(true);
    const { user } = renderReport("/reports?preset=today", <GeneralReportPage />);
    expect(screen.getByLabelText("Loading report")).toBeTruthy();
    const title = await screen.findByText("The report could not be loaded");
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error("The failure is not announced");
    expect(within(alert).getByText("Something went wrong on our side (reference r-1).")).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it("prints through the report's print styles and takes them off afterwards", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockGeneral();
    let printing = false;
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      printing = document.body.classList.contains("report-printing");
    });
    const { user } = renderReport("/reports?preset=today", <GeneralReportPage />);
    await screen.findByRole("table", { name: "Sales" });
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    expect(printing).toBe(true);
    window.dispatchEvent(new Event("afterprint"));
    expect(document.body.classList.contains("report-printing")).toBe(false);
  });

  it("exports the tables on the screen as a CSV file named after the report and its period", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockGeneral();
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      files.push(blob as Blob);
      return "blob:report";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    let savedAs = "";
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });
    const { user } = renderReport("/reports?from=2025-03-01&to=2025-03-05", <GeneralReportPage />);
    await screen.findByRole("table", { name: "Sales" });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(savedAs).toBe("general-report-2025-03-01-to-2025-03-05.csv"));
    const csv = await files[0]!.text();
    expect(csv).toContain("General Report\r\nFrom,2025-03-01,To,2025-03-05\r\n");
    expect(csv).toContain("Net sales,45.73\r\n");
    expect(csv).toContain("All methods,3,123.03,3.00,126.03\r\n");
    expect(csv).toContain("Net cash flow,-49.34");
  });
});
