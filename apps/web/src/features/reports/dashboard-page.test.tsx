import { act, screen, waitFor, within } from "@testing-library/react";
import { AppointmentStatus, ServiceMode, type AppointmentItem, type Dashboard } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { announceHint } from "../../realtime/realtime-hints";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { cashierPermission, ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { setStationRegisterId } from "../registers";
import DashboardPage from "./dashboard-page";
import { renderReport } from "./render-report";
import { emptyDashboard, fullDashboard } from "./report-test-data";

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  vi.unstubAllGlobals();
});

const frontCounter = {
  id: "r-1",
  name: "Front counter",
  openSession: { id: "rs-1", number: 12, openedAt: "2025-03-05T14:05:00.000Z", openedBy: { id: "u-1", name: "Casey Counter" } },
};

function mockHome(dashboard: Dashboard | (() => Dashboard)) {
  const asked: string[] = [];
  mockFetch((url) => {
    const { pathname } = new URL(url, "http://localhost");
    asked.push(pathname);
    if (pathname === "/api/dashboard") return jsonResponse(envelope(typeof dashboard === "function" ? dashboard() : dashboard));
    if (pathname === "/api/registers") return jsonResponse(envelope([frontCounter, { id: "r-2", name: "Back bay", openSession: null }]));
    if (pathname === "/api/sales/tickets") return jsonResponse(envelope({ items: [], total: 2, page: 1, pageSize: 50 }));
    if (pathname === "/api/appointments/today") return jsonResponse(envelope({ items: todaysAppointments }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return asked;
}

const todaysAppointments: AppointmentItem[] = [
  {
    id: "a-1",
    status: AppointmentStatus.Pending,
    confirmed: true,
    vehicleType: "SUV",
    serviceMode: ServiceMode.DropOff,
    amount: 15000,
    start: "2025-03-05T15:30:00.000Z",
    end: "2025-03-05T18:30:00.000Z",
    date: "2025-03-05",
    time: "10:30",
    durationMinutes: 180,
    bay: null,
    staff: null,
    source: "online",
    sale: null,
    customer: { id: "c-1", name: "Jane Doe", phone: "" },
    vehicle: { id: "v-1", label: "Toyota RAV4" },
    services: "Full detail",
    inSeries: false,
  },
];

function rows(table: string): string[][] {
  return [...screen.getByRole("table", { name: table }).querySelectorAll("tbody tr, tfoot tr")].map((row) => [...row.children].map((cell) => cell.textContent));
}

const stat = (name: string) =>
  within(screen.getByRole("group", { name }))
    .getAllByText(/./)
    .map((node) => node.textContent);

const noParts = { ...cashierPermission, dashboard: {} };

describe("dashboard", { timeout: 30_000 }, () => {
  it("shows today against last week, the month against last month and twelve months, with links to the reports behind them", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockHome(fullDashboard);
    renderReport("/home", <DashboardPage />);

    expect(await screen.findByRole("heading", { level: 2, name: "Today" })).toBeTruthy();
    expect(screen.getByText("05 Mar, 2025, against 26 Feb, 2025 (the same weekday last week)")).toBeTruthy();
    expect(stat("Net sales")).toEqual(["Net sales", "$45.73", "Last week $40.00 · +14.3 %"]);
    expect(stat("Cars")).toEqual(["Cars", "2", "Last week 4 · -50 %"]);
    expect(stat("Average ticket ($/car)")).toEqual(["Average ticket ($/car)", "$22.87", "Last week $10.00"]);
    expect(stat("Tips")).toEqual(["Tips", "$3.00", "Last week $0.00 · none before"]);
    expect(
      within(screen.getByRole("group", { name: "Net sales" }))
        .getByRole("link", { name: "Net sales" })
        .getAttribute("href"),
    ).toBe("/reports/sales?preset=today");
    expect(rows("Payments today").at(-1)).toEqual(["All methods", "3", "$123.03", "$3.00", "$126.03"]);
    expect(rows("Open registers")).toEqual([["Front counter", "05 Mar, 2025 9:05 AM", "Casey Counter", "$110.16"]]);
    expect(rows("On the clock now")).toEqual([["Dana Detail", "05 Mar, 2025 8:00 AM", "Working"]]);
    await waitFor(() => expect(rows("Today's appointments")).toEqual([["10:30 AM", "Jane Doe (Toyota RAV4)", "Full detail", "Confirmed"]]));
    expect(screen.getByRole("link", { name: "Open the appointment calendar" }).getAttribute("href")).toBe("/managements/appointments");

    expect(screen.getByRole("heading", { level: 2, name: "This month" })).toBeTruthy();
    expect(stat("Net sales this month")).toEqual(["Net sales this month", "$200.00", "Last month $160.00 · +25 %"]);
    expect(stat("Cars this month")).toEqual(["Cars this month", "9", "Last month 9 · 0 %"]);
    expect(screen.getByRole("img", { name: /^Chart of net sales by day, 01 Mar, 2025 – 05 Mar, 2025/ })).toBeTruthy();
    expect(rows("This month by day").at(-1)).toEqual(["Month to date", "11", "9", "$290.37", "$200.00"]);
    expect(rows("Top services")).toEqual([["Full wash", "6", "$108.00"]]);

    expect(screen.getByRole("heading", { level: 2, name: "Last twelve months" })).toBeTruthy();
    expect(rows("Twelve months")).toEqual([
      ["Feb 2025", "$3,000.00", "$500.00", "$200.00", "$2,300.00"],
      ["Mar 2025", "$200.00", "$25.00", "$60.00", "$115.00"],
      ["Twelve months", "$3,200.00", "$525.00", "$260.00", "$2,415.00"],
    ]);
    expect(screen.getByRole("link", { name: "General report" }).getAttribute("href")).toBe("/reports?from=2025-02-01&to=2025-03-05");
    expect(screen.queryByRole("heading", { name: "Shortcuts" })).toBeNull();
  });

  it("shows only the parts the answer holds, without expected cash when it is not sent", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const daily = fullDashboard.daily && { ...fullDashboard.daily, registers: fullDashboard.daily.registers.map((r) => ({ ...r, expectedCash: null })) };
    mockHome({ ...emptyDashboard, daily });
    renderReport("/home", <DashboardPage />);

    expect(await screen.findByRole("heading", { level: 2, name: "Today" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "This month" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Last twelve months" })).toBeNull();
    expect(rows("Open registers")).toEqual([["Front counter", "05 Mar, 2025 9:05 AM", "Casey Counter"]]);
    expect(within(screen.getByRole("table", { name: "Open registers" })).queryByText("Expected cash")).toBeNull();
    // A cashier may not open the sales report: the figure leads nowhere.
    expect(within(screen.getByRole("group", { name: "Net sales" })).queryByRole("link")).toBeNull();
  });

  it("refreshes on a realtime hint about sales, registers, expenses or purchases, without reloading the page", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const asked = mockHome(fullDashboard);
    renderReport("/home", <DashboardPage />);
    await screen.findByRole("heading", { level: 2, name: "Today" });
    expect(asked.filter((path) => path === "/api/dashboard")).toHaveLength(1);

    act(() => announceHint({ entity: "customers", id: "c-1", action: "Edit" }));
    act(() => announceHint({ entity: "expenses", id: "e-1", action: "New" }));
    await waitFor(() => expect(asked.filter((path) => path === "/api/dashboard")).toHaveLength(2));
    expect(screen.getByRole("heading", { level: 2, name: "Today" })).toBeTruthy();
  });

  it("follows the time clock: a punch's hint refetches who is on the clock now", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let dashboard = fullDashboard;
    const asked = mockHome(() => dashboard);
    renderReport("/home", <DashboardPage />);
    await screen.findByRole("heading", { level: 2, name: "Today" });
    expect(rows("On the clock now")).toEqual([["Dana Detail", "05 Mar, 2025 8:00 AM", "Working"]]);

    const daily = fullDashboard.daily!;
    dashboard = { ...fullDashboard, daily: { ...daily, onTheClock: daily.onTheClock.map((p) => ({ ...p, onBreak: true })) } };
    act(() => announceHint({ entity: "timeClock", id: "s-2", action: "startBreak" }));
    await waitFor(() => expect(rows("On the clock now")).toEqual([["Dana Detail", "05 Mar, 2025 8:00 AM", "On a break"]]));
    expect(asked.filter((path) => path === "/api/dashboard")).toHaveLength(2);
  });

  it("gives someone with none of the parts a start page: their station's register, open tickets and shortcuts", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: noParts }));
    setStationRegisterId("r-1");
    const asked = mockHome(emptyDashboard);
    renderReport("/home", <DashboardPage />);

    expect(await screen.findByText("Front counter is open: session #12, opened by Casey Counter on 05 Mar, 2025 9:05 AM.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to POS" }).getAttribute("href")).toBe("/sales/pos");
    expect(await screen.findByText(/2 open tickets waiting at the counter\./)).toBeTruthy();
    const shortcuts = within(screen.getByRole("navigation", { name: "Shortcuts" }));
    expect(shortcuts.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Point of Sale", "/sales/pos"],
      ["POS Sales", "/sales/pos/list"],
      ["New Sale", "/sales/new"],
      ["Sales", "/sales/list"],
      ["Quotes", "/quotes"],
      ["Customers", "/customers"],
      ["Open a Register", "/registers/open"],
      ["Day-End Report", "/reports/dayEnd"],
      ["Profile", "/profile"],
    ]);
    // Nothing of the dashboard is theirs to see: it is not asked for.
    expect(asked).not.toContain("/api/dashboard");
  });

  it("shows the start page too when the answer holds no part, and leads to opening the station's register when it is closed", async () => {
    useSessionStore.getState().setSession(signedInSession());
    setStationRegisterId("r-2");
    mockHome(emptyDashboard);
    renderReport("/home", <DashboardPage />);

    expect(await screen.findByText("Back bay is closed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open a register" }).getAttribute("href")).toBe("/registers/open");
    expect(screen.getByRole("heading", { name: "Shortcuts" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Today" })).toBeNull();
  });
});
