import { screen, within } from "@testing-library/react";
import { permissionFromPaths, type PayrollEmployees, type PayrollFigures } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { signedInSession } from "../../testing/session-fixtures";
import PayrollEmployeesPage from "./payroll-employees-page";
import { DANA_ID } from "./payroll-test-data";
import { renderAt } from "../../testing/render-at";

const HOUR = 3_600_000;
const figures: PayrollFigures = {
  regularMs: 80 * HOUR,
  overtimeMs: 5 * HOUR,
  wages: 120000,
  overtimePay: 16250,
  salary: 0,
  commissions: 30000,
  bonuses: 0,
  tips: 4500,
  tipsPaidOut: 1000,
  adjustments: 0,
  gross: 170750,
  deductions: 2500,
  net: 168250,
};
const answer: PayrollEmployees = {
  from: "2026-06-01",
  to: "2026-06-30",
  rows: [{ employeeId: DANA_ID, employeeName: "Dana Detail", ...figures, yearToDate: { ...figures, gross: 900000, net: 850000 } }],
  totals: figures,
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

function serve() {
  return mockFetch((url) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/payroll/employees") return jsonResponse(envelope(answer));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

describe("payroll by employee (docs/product.md §2 /payroll/employees)", { timeout: 30_000 }, () => {
  it("shows each employee's figures for the range with the year to date, and links the name to the profile", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: permissionFromPaths(["payroll.list", "payroll.history", "payroll.details"]) }));
    const fetchMock = serve();
    const { user } = renderAt("/payroll/employees?from=2026-06-01&to=2026-06-30", "/payroll/employees", <PayrollEmployeesPage />);
    const table = await screen.findByRole("table", { name: "Pay per employee" });
    const link = await within(table).findByRole("link", { name: "Dana Detail" });
    const cells = within(link.closest("tr")!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(["Dana Detail", "80.00", "5.00", "$1,200.00", "$162.50", "$300.00", "$45.00", "$25.00", "$1,682.50", "$8,500.00", "$9,000.00"]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain("from=2026-06-01&to=2026-06-30");
    expect(screen.getByText(/WashDesk does not compute taxes/)).toBeTruthy();
    await user.click(link);
    expect(await screen.findByText(`Landed on /payroll/employees/${DANA_ID}?en=Dana%20Detail`)).toBeTruthy();
  });

  it("shows the name without a link to whoever may not open profiles", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: permissionFromPaths(["payroll.list", "payroll.history"]) }));
    serve();
    renderAt("/payroll/employees?from=2026-06-01&to=2026-06-30", "/payroll/employees", <PayrollEmployeesPage />);
    expect(await screen.findByText("Dana Detail")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Dana Detail" })).toBeNull();
  });
});
