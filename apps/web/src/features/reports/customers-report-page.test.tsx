import { screen, waitFor, within } from "@testing-library/react";
import { reportMessages } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import CustomersReportPage from "./customers-report-page";
import { renderReport } from "./render-report";
import { asShown, exportCsv, figuresOf, rowsOf, tableIn, totalsOf } from "./report-test-screen";
import { customersReportFor, WORKED_DAY } from "./worked-day-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const period = `from=${WORKED_DAY}&to=${WORKED_DAY}`;

function mockCustomers() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    asked.push(`${pathname}?${searchParams.toString()}`);
    const days = Number(searchParams.get("notSeenDays"));
    return jsonResponse(envelope(customersReportFor({ from: searchParams.get("from") ?? "", to: searchParams.get("to") ?? "" }, days)));
  });
  return asked;
}

const address = () => screen.getByRole("status", { name: "Address" }).textContent;

describe("customers report", { timeout: 30_000 }, () => {
  it("counts visits, walk-ins, new and returning customers and VIPs, ranks the top customers and lists those not seen", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockCustomers();
    renderReport(`/reports/customers?${period}`, <CustomersReportPage />);

    expect(await screen.findByRole("table", { name: "Top customers by spend" })).toBeTruthy();
    expect(asked).toEqual([`/api/reports/customers?${period}&notSeenDays=60`]);
    expect(figuresOf("Visits", "Visits by customers")).toEqual(["2"]);
    expect(figuresOf("Visits", "Walk-ins (no customer named)")).toEqual(["2"]);
    expect(totalsOf("Visits")).toEqual(["All sales", "4"]);
    expect(figuresOf("New and returning customers", "New customers (first visit ever)")).toEqual(["1"]);
    expect(figuresOf("New and returning customers", "Returning customers")).toEqual(["1"]);
    expect(figuresOf("VIPs", "Their spend")).toEqual(["$44.60"]);
    expect(rowsOf("Top customers by spend")).toEqual([
      ["Dana Reyes", "VIP", "1", "$44.60", "$44.60", "01 Jun, 2026"],
      ["Lee Park", "", "1", "$15.00", "$40.00", "01 Jun, 2026"],
      ["Top customers", "", "2", "$59.60", "$84.60", ""],
    ]);
    expect(rowsOf("Not seen for 60 days")).toEqual([["Kim Ode", "", "1", "$25.00", "01 Mar, 2026"]]);
    expect(within(screen.getByRole("group", { name: "Not seen for 60 days" })).getByText("1")).toBeTruthy();
    // Each name opens the customer's profile.
    const top = screen.getByRole("table", { name: "Top customers by spend" });
    expect(within(top).getByRole("link", { name: "Dana Reyes" }).getAttribute("href")).toBe("/customers/c-dana?cn=Dana%20Reyes");
  });

  it("refuses 0 days in the domain's words and asks nothing; a number of days goes to the server and into the address", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockCustomers();
    const { user } = renderReport(`/reports/customers?${period}`, <CustomersReportPage />);
    await screen.findByRole("table", { name: "Not seen for 60 days" });

    const days = screen.getByRole("textbox", { name: "Not seen for (days)" });
    await user.clear(days);
    await user.type(days, "0");
    expect(await screen.findByText(reportMessages.notSeenDays)).toBeTruthy();
    expect(days.getAttribute("aria-invalid")).toBe("true");
    expect(asked.some((url) => url.includes("notSeenDays=0"))).toBe(false);
    // The last list stays on screen.
    expect(screen.getByRole("table", { name: "Not seen for 60 days" })).toBeTruthy();

    await user.clear(days);
    await user.type(days, "90");
    await waitFor(() => expect(asked).toContain(`/api/reports/customers?${period}&notSeenDays=90`));
    expect(await screen.findByRole("table", { name: "Not seen for 90 days" })).toBeTruthy();
    expect(screen.queryByText(reportMessages.notSeenDays)).toBeNull();
    expect(address()).toBe(`/reports/customers?${period}&notSeenDays=90`);
  });

  it("leaves names as plain text for someone who may not open customers, and exports the same totals as the screen's", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Bookkeeper", permission: { reports: { customer: true } } }));
    mockCustomers();
    const { user } = renderReport(`/reports/customers?${period}&notSeenDays=45`, <CustomersReportPage />);
    const top = await screen.findByRole("table", { name: "Top customers by spend" });
    expect(within(top).queryByRole("link")).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Not seen for (days)" }).value).toBe("45");

    const file = await exportCsv(user);
    expect(file.name).toBe(`customers-report-${WORKED_DAY}-to-${WORKED_DAY}.csv`);
    for (const title of ["Visits", "New and returning customers", "Top customers by spend"])
      expect(tableIn(file.lines, title).at(-1)?.map(asShown), title).toEqual(totalsOf(title));
    expect(tableIn(file.lines, "Not seen for 45 days")).toEqual([
      ["Customer", "VIP", "Visits", "Lifetime spend", "Last visit"],
      ["Kim Ode", "", "1", "25.00", "2026-03-01"],
    ]);
  });
});
