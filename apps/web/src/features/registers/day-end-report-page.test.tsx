import { act, screen, waitFor, within } from "@testing-library/react";
import { formatL, registerMessages, type DayEndReport } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, sessionData, signedInSession } from "../../testing/session-fixtures";
import { shopToday } from "../../components/shop-dates";
import DayEndReportPage from "./day-end-report-page";
import { renderAt } from "../../testing/render-at";
import { dayEndFixture, makeSession, SESSION_ID } from "./register-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.className = "";
});

function mockReports() {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname, search } = new URL(url, "http://localhost");
    asked.push(`${pathname}${search}`);
    if (pathname === "/api/reports/day-end") return jsonResponse(envelope(dayEndFixture));
    if (pathname === `/api/reports/day-end/${SESSION_ID}`) {
      const session = dayEndFixture.sessions[0] ?? makeSession();
      return jsonResponse(envelope({ ...dayEndFixture, scope: "session", session }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return asked;
}

/** The cells beside a row header, as a person reads them across. */
function figures(table: string, row: string): string[] {
  const header = within(screen.getByRole("table", { name: table })).getByRole("rowheader", { name: row });
  return [...(header.closest("tr")?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent);
}

describe("day-end report", { timeout: 30_000 }, () => {
  it("shows a business day's figures under clear labels, today of the shop by default", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockReports();
    const { user } = renderAt("/reports/dayEnd", "/reports/dayEnd/:id?", <DayEndReportPage />);

    expect(await screen.findByRole("heading", { name: "Business day 05 Mar, 2025" }, SLOW)).toBeTruthy();
    expect(asked[0]).toBe(`/api/reports/day-end?date=${shopToday("America/New_York")}`);
    const businessDay = screen.getByLabelText<HTMLInputElement>("Business day");
    expect(businessDay.value).toBe(formatL(shopToday("America/New_York")));

    expect(figures("Sales", "Number of sales")).toEqual(["4"]);
    expect(figures("Sales", "Subtotal")).toEqual(["$98.00"]);
    expect(figures("Sales", "Discounts")).toEqual(["$3.00"]);
    expect(figures("Sales", "Tax")).toEqual(["$7.50"]);
    expect(figures("Sales", "Sales total")).toEqual(["$102.50"]);
    // 14:05 UTC is 9:05 AM in New York in March before the clocks change.
    expect(figures("Sales", "First sale")).toEqual(["05 Mar, 2025 9:05 AM"]);
    expect(figures("Sales", "Last sale")).toEqual(["05 Mar, 2025 4:45 PM"]);

    expect(figures("Payments by method", "Cash")).toEqual(["2", "$55.50", "$5.00", "$60.50"]);
    expect(figures("Payments by method", "Card")).toEqual(["1", "$35.00", "$7.00", "$42.00"]);
    expect(figures("Payments by method", "All methods")).toEqual(["3", "$90.50", "$12.00", "$102.50"]);
    expect(figures("Refunds by method", "Cash")).toEqual(["1", "$5.00"]);

    expect(figures("Summary", "Tips")).toEqual(["—", "$12.00"]);
    expect(figures("Summary", "Refunds")).toEqual(["1", "$5.00"]);
    expect(figures("Summary", "Voids")).toEqual(["1", "$15.00"]);
    expect(figures("Summary", "Drops")).toEqual(["1", "$20.00"]);
    expect(figures("Summary", "Cash expenses from drawers")).toEqual(["1", "$4.50"]);
    expect(figures("Summary", "Cash expenses outside any drawer")).toEqual(["0", "$0.00"]);
    expect(figures("Sales", "Net sales")).toEqual(["$82.50"]);
    expect(figures("Sales", "Unpaid tickets (1)")).toEqual(["$12.00 ($12.00 due)"]);

    expect(figures("Cash drawer", "Opening cash")).toEqual(["$100.00"]);
    expect(figures("Cash drawer", "Cash received")).toEqual(["$60.50"]);
    expect(figures("Cash drawer", "Cash refunded")).toEqual(["$5.00"]);
    expect(figures("Cash drawer", "Dropped to safe")).toEqual(["$20.00"]);
    expect(figures("Cash drawer", "Paid out")).toEqual(["$4.50"]);
    expect(figures("Cash drawer", "Expected cash")).toEqual(["$131.00"]);
    expect(figures("Cash drawer", "Counted cash")).toEqual(["$130.00"]);
    expect(figures("Cash drawer", "Over/short")).toEqual(["Short $1.00"]);

    const sessions = screen.getByRole("table", { name: "Sessions" });
    expect(within(sessions).getByRole("link", { name: "Front counter #12" }).getAttribute("href")).toBe(`/reports/dayEnd/${SESSION_ID}`);

    // Another day, typed as MM/DD/YYYY.
    await user.clear(businessDay);
    await user.type(businessDay, "03/04/2025");
    await waitFor(() => expect(asked).toContain("/api/reports/day-end?date=2025-03-04"), SLOW);
  });

  it("shows one session's report and prints it on the 80 mm roll through the receipt print container", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockReports();
    let printed: string | null | undefined = null;
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      printed = document.querySelector(".receipt-print-root .day-end-print")?.textContent;
    });
    const { user } = renderAt(`/reports/dayEnd/${SESSION_ID}`, "/reports/dayEnd/:id?", <DayEndReportPage />);

    expect(await screen.findByRole("heading", { name: "Front counter · session #12 · 05 Mar, 2025" }, SLOW)).toBeTruthy();
    expect(asked[0]).toBe(`/api/reports/day-end/${SESSION_ID}`);
    expect(screen.getByRole("link", { name: "Whole business day" }).getAttribute("href")).toBe("/reports/dayEnd?date=2025-03-05");

    await user.click(screen.getByRole("button", { name: "Print 80 mm" }));
    expect(print).toHaveBeenCalledOnce();
    expect(printed).toContain("Sparkle Wash");
    expect(printed).toContain("Expected cash$131.00");
    expect(document.body.classList.contains("receipt-80mm")).toBe(true);

    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    // The paper copy leaves the page once printed.
    expect(document.querySelector(".receipt-print-root")).toBeNull();
    expect(document.body.classList.contains("receipt-printing")).toBe(false);
  });

  it("lists the cash outside any drawer, with who took it, which sale and when, so each line adds up", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const at = "2025-03-05T18:30:00.000Z";
    const report = {
      ...dayEndFixture,
      cashFlow: {
        payments: {
          total: 7550,
          inDrawers: 6050,
          outside: 1500,
          outsideRows: [{ id: "p-9", at, by: { id: "u-2", name: "Olive Owner" }, sale: { id: "s-9", number: 9 }, label: "", amount: 1500 }],
        },
        refunds: { total: 500, inDrawers: 500, outside: 0, outsideRows: [] },
        expenses: {
          total: 1250,
          inDrawers: 450,
          outside: 800,
          outsideRows: [{ id: "e-1", at, by: { id: "u-2", name: "Olive Owner" }, sale: null, label: "Supplies · R-7", amount: 800 }],
        },
      },
    };
    mockFetch(() => jsonResponse(envelope(report)));
    renderAt("/reports/dayEnd", "/reports/dayEnd/:id?", <DayEndReportPage />);

    expect(await screen.findByRole("heading", { name: "Business day 05 Mar, 2025" }, SLOW)).toBeTruthy();
    expect(figures("Cash by drawer", "Cash payments (with tips)")).toEqual(["$75.50"]);
    const drawerRows = within(screen.getByRole("table", { name: "Cash by drawer" })).getAllByRole("rowheader", { name: "Outside any drawer" });
    expect(drawerRows.map((row) => row.closest("tr")?.querySelector("td")?.textContent)).toEqual(["$15.00", "$0.00", "$8.00"]);
    expect(figures("Summary", "Cash expenses outside any drawer")).toEqual(["1", "$8.00"]);

    const payments = within(screen.getByRole("table", { name: "Cash payments outside any drawer" }));
    expect(payments.getByRole("cell", { name: "Olive Owner" })).toBeTruthy();
    expect(payments.getByRole("link", { name: "Sale #9" }).getAttribute("href")).toBe("/sales/s-9");
    // 18:30 UTC is 1:30 PM in New York.
    expect(payments.getByRole("cell", { name: "05 Mar, 2025 1:30 PM" })).toBeTruthy();
    const expenses = within(screen.getByRole("table", { name: "Cash expenses outside any drawer" }));
    expect(expenses.getByRole("cell", { name: "Supplies · R-7" })).toBeTruthy();
    expect(expenses.getByRole("cell", { name: "$8.00" })).toBeTruthy();
    // Refunds all went through a drawer: no list for them.
    expect(screen.queryByRole("table", { name: "Cash refunds outside any drawer" })).toBeNull();
  });

  it("renders a blind report with a plain sentence in place of the drawer's figures and the money by method", async () => {
    useSessionStore.getState().setSession(signedInSession(sessionData().user.group));
    const at = "2025-03-05T18:30:00.000Z";
    const hidden = { openingCash: null, cashReceived: null, cashRefunded: null, drops: null, cashPaidOut: null, expectedCash: null, overShort: null };
    // As the server answers someone who counts blind: the drawer's parts and the lists by method left out.
    const blind: DayEndReport = {
      ...dayEndFixture,
      sessions: dayEndFixture.sessions.map((session) => ({ ...session, openingCounts: null, payments: [], cash: { ...session.cash, ...hidden, blind: true } })),
      payments: [],
      refunds: { ...dayEndFixture.refunds, byMethod: [] },
      drops: { ...dayEndFixture.drops, amount: null },
      cashExpenses: { ...dayEndFixture.cashExpenses, amount: null },
      cash: { ...dayEndFixture.cash, ...hidden, blind: true },
      cashFlow: {
        payments: {
          total: null,
          inDrawers: null,
          outside: 1500,
          outsideRows: [{ id: "p-9", at, by: { id: "u-2", name: "Olive Owner" }, sale: { id: "s-9", number: 9 }, label: "", amount: 1500 }],
        },
        refunds: { total: null, inDrawers: null, outside: 0, outsideRows: [] },
        expenses: { total: null, inDrawers: null, outside: 0, outsideRows: [] },
      },
    };
    mockFetch(() => jsonResponse(envelope(blind)));
    renderAt("/reports/dayEnd", "/reports/dayEnd/:id?", <DayEndReportPage />);

    expect(await screen.findByRole("heading", { name: "Business day 05 Mar, 2025" }, SLOW)).toBeTruthy();
    expect(screen.getByText(registerMessages.blindReport)).toBeTruthy();

    // The drawer shows the count alone; no part of the expected cash, not even as a blank.
    const drawer = within(screen.getByRole("table", { name: "Cash drawer" }));
    expect(drawer.getAllByRole("rowheader").map((header) => header.textContent)).toEqual(["Expected cash", "Counted cash", "Over/short"]);
    expect(figures("Cash drawer", "Expected cash")).toEqual([registerMessages.countedBlind]);
    expect(figures("Cash drawer", "Counted cash")).toEqual(["$130.00"]);
    expect(figures("Cash drawer", "Over/short")).toEqual([registerMessages.countedBlind]);

    expect(within(screen.getByRole("table", { name: "Payments by method" })).getByRole("cell", { name: registerMessages.blindByMethod })).toBeTruthy();
    expect(figures("Payments by method", "All methods")).toEqual(["—", "$90.50", "$12.00", "$102.50"]);
    expect(within(screen.getByRole("table", { name: "Refunds by method" })).getByRole("cell", { name: registerMessages.blindByMethod })).toBeTruthy();
    expect(figures("Summary", "Payments")).toEqual(["—", "$90.50"]);
    expect(figures("Summary", "Drops")).toEqual(["1", registerMessages.countedBlind]);
    expect(figures("Summary", "Cash expenses from drawers")).toEqual(["1", registerMessages.countedBlind]);

    // Cash that went into no drawer is still listed; what went into drawers is not.
    const byDrawer = within(screen.getByRole("table", { name: "Cash by drawer" }));
    expect(byDrawer.queryByRole("rowheader", { name: "In drawers" })).toBeNull();
    expect(figures("Cash by drawer", "Cash payments outside any drawer")).toEqual(["$15.00"]);
    expect(within(screen.getByRole("table", { name: "Cash payments outside any drawer" })).getByRole("link", { name: "Sale #9" })).toBeTruthy();

    const sessions = within(screen.getByRole("table", { name: "Sessions" }));
    expect(sessions.getAllByText(registerMessages.countedBlind).length).toBe(2);
  });
});
