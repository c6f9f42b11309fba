import { readFileSync } from "node:fs";
import { screen, waitFor, within } from "@testing-library/react";
import {
  defaultEmployeePay,
  messages,
  payrollMessages,
  permissionFromPaths,
  Recurrence,
  SecondPaymentMethod,
  type PayrollFigures,
  type PayrollProfile,
} from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import PayrollProfilePage from "./payroll-profile-page";
import { DANA_ID, lastWeek, RUN_ID, runOf } from "./payroll-test-data";
import { renderAt } from "../../testing/render-at";

const FOAM = "44444444-4444-4444-8444-444444444444";
const zero: PayrollFigures = {
  regularMs: 0,
  overtimeMs: 0,
  wages: 0,
  overtimePay: 0,
  salary: 0,
  commissions: 0,
  bonuses: 0,
  tips: 0,
  tipsPaidOut: 0,
  adjustments: 0,
  gross: 0,
  deductions: 0,
  net: 0,
};
const profile: PayrollProfile = {
  employeeId: DANA_ID,
  employeeName: "Dana Detail",
  email: "dana@example.com",
  pay: { ...defaultEmployeePay, payRate: 1500, paySchedule: Recurrence.EveryWeek, paidBy: SecondPaymentMethod.Check },
  rules: [
    { id: "r-1", productId: null, productName: null, kind: "percent", rate: 10_000, amount: null },
    { id: "r-2", productId: FOAM, productName: "Foam Wash", kind: "perUnit", rate: null, amount: 200 },
  ],
  deductions: [{ id: "d-1", label: "Uniform", kind: "fixed", rate: null, amount: 2500, balance: null }],
  runs: [
    {
      runId: RUN_ID,
      schedule: Recurrence.EveryWeek,
      period: lastWeek,
      status: "paid",
      paymentDate: "2026-06-09",
      gross: 111950,
      deductions: 2500,
      net: 109450,
    },
  ],
  yearToDate: { ...zero, regularMs: 400 * 3_600_000, gross: 900000, deductions: 25000, net: 875000, commissions: 120000 },
};

function serve(puts: { url: string; body: unknown }[] = []) {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (init.method === "PUT") {
      const body = JSON.parse(String(init.body)) as unknown;
      puts.push({ url: pathname, body });
      return jsonResponse(envelope(body, { message: "Saved." }));
    }
    if (init.method === "POST") {
      puts.push({ url: pathname, body: null });
      return jsonResponse(envelope({ recipient: "dana@example.com" }, { message: "Pay stub e-mailed to dana@example.com." }));
    }
    if (pathname === `/api/payroll/employees/${DANA_ID}`) return jsonResponse(envelope(profile));
    if (pathname === `/api/payroll/employees/${DANA_ID}/bonuses`) return jsonResponse(envelope({ bonuses: [] }));
    if (pathname === `/api/payroll/runs/${RUN_ID}`) return jsonResponse(envelope(runOf("paid")));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const renderProfile = () => renderAt(`/payroll/employees/${DANA_ID}?en=Dana%20Detail`, "/payroll/employees/:employee", <PayrollProfilePage />);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
  document.body.className = "";
});

describe("the payroll profile (docs/product.md §2 /payroll/employees/:employee)", { timeout: 30_000 }, () => {
  it("shows the pay settings and the year to date", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    serve();
    renderProfile();
    const settings = await screen.findByRole("table", { name: "Pay settings" });
    expect(within(within(settings).getByText("Rate").closest("tr")!).getByText("$15.00 an hour")).toBeTruthy();
    expect(within(within(settings).getByText("Paid by").closest("tr")!).getByText("Check")).toBeTruthy();
    const ytd = screen.getByRole("table", { name: "Year to date" });
    expect(within(within(ytd).getByText("Net").closest("tr")!).getByText("$8,750.00")).toBeTruthy();
    expect(within(within(ytd).getByText("Regular hours").closest("tr")!).getByText("400.00")).toBeTruthy();
  });

  it("edits the commission rules: a percentage over 100 is refused on its field, a good list replaces the old one", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: { url: string; body: unknown }[] = [];
    serve(puts);
    const { user } = renderProfile();
    const rules = within((await screen.findByText("Commission rules")).closest("fieldset")!);
    const percent = rules.getByLabelText(/^Percent of the default rule/) as HTMLInputElement;
    expect(percent.value).toBe("10");
    expect((rules.getByLabelText(/^Amount per unit of Foam Wash/) as HTMLInputElement).value).toBe("2.00");
    await user.clear(percent);
    await user.type(percent, "120");
    await user.click(rules.getByRole("button", { name: "Save commission rules" }));
    expect(await rules.findByText(payrollMessages.rateMax)).toBeTruthy();
    expect(percent.getAttribute("aria-invalid")).toBe("true");
    expect(puts).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, "12.5");
    await user.click(rules.getByRole("button", { name: "Save commission rules" }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          url: `/api/payroll/employees/${DANA_ID}/commission-rules`,
          body: {
            rules: [
              { productId: null, kind: "percent", rate: 12_500 },
              { productId: FOAM, kind: "perUnit", amount: 200 },
            ],
          },
        },
      ]),
    );
  });

  it("edits the deductions: a new one needs its label, and a percentage is sent in thousandths", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const puts: { url: string; body: unknown }[] = [];
    serve(puts);
    const { user } = renderProfile();
    const deductions = within((await screen.findByText("Deductions", { selector: "legend" })).closest("fieldset")!);
    expect((deductions.getByLabelText(/^Label of deduction 1/) as HTMLInputElement).value).toBe("Uniform");
    await user.click(deductions.getByRole("button", { name: "Add deduction" }));
    await user.click(deductions.getByRole("combobox", { name: "Kind of deduction 2" }));
    await user.click(await screen.findByRole("option", { name: "Percentage of gross pay" }));
    await user.type(deductions.getByLabelText(/^Percent of deduction 2/), "5");
    await user.click(deductions.getByRole("button", { name: "Save deductions" }));
    expect(await deductions.findByText(messages.required)).toBeTruthy();
    expect(deductions.getByLabelText(/^Label of deduction 2/).getAttribute("aria-invalid")).toBe("true");

    await user.type(deductions.getByLabelText(/^Label of deduction 2/), "Flat withholding");
    await user.click(deductions.getByRole("button", { name: "Save deductions" }));
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({
        url: `/api/payroll/employees/${DANA_ID}/deductions`,
        body: {
          deductions: [
            { label: "Uniform", kind: "fixed", amount: 2500, balance: null },
            { label: "Flat withholding", kind: "percent", rate: 5000, balance: null },
          ],
        },
      }),
    );
    expect(deductions.getByRole("button", { name: "Remove deduction 2" })).toBeTruthy();
  });

  it("lists every run, opens a stub with its figures, and prints it on A4", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    serve();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const { user } = renderProfile();
    const runs = await screen.findByRole("table", { name: "Pay runs" });
    await user.click(within(runs).getByRole("button", { name: "Stub of 01 Jun, 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay stub of Dana Detail" });
    const totals = await within(dialog).findByRole("table", { name: "Totals" });
    expect(within(within(totals).getByText("Net pay").closest("tr")!).getByText("$1,094.50")).toBeTruthy();
    expect(within(within(totals).getByText("Tips already paid out").closest("tr")!).getByText("$10.00")).toBeTruthy();
    const deductions = within(dialog).getByRole("table", { name: "Deductions" });
    expect(within(within(deductions).getByText("Uniform").closest("tr")!).getByText("$25.00")).toBeTruthy();
    expect(within(dialog).getByText(/paid 09 Jun, 2026/)).toBeTruthy();
    expect(within(dialog).getByText(/WashDesk does not compute taxes/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Print stub (A4)" }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(document.body.classList.contains("receipt-a4")).toBe(true);
    expect(document.body.querySelector(".receipt-print-root .pay-stub-print")?.textContent).toContain("$1,094.50");
    expect(readFileSync(`${import.meta.dirname}/pay-stub-print.css`, "utf8")).toMatch(/@page pay-stub\s*{\s*size: A4;/);
    window.dispatchEvent(new Event("afterprint"));
    await waitFor(() => expect(document.body.querySelector(".receipt-print-root")).toBeNull());
  });

  it("e-mails a paid stub again to the employee", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const posts: { url: string; body: unknown }[] = [];
    serve(posts);
    const { user } = renderProfile();
    await user.click(within(await screen.findByRole("table", { name: "Pay runs" })).getByRole("button", { name: "Stub of 01 Jun, 2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay stub of Dana Detail" });
    await user.click(await within(dialog).findByRole("button", { name: "E-mail stub" }));
    await waitFor(() => expect(posts).toEqual([{ url: `/api/payroll/runs/${RUN_ID}/stubs/${DANA_ID}/email`, body: null }]));
    expect(await screen.findByText("Pay stub e-mailed to dana@example.com.")).toBeTruthy();
  });

  it("leaves the runs out for a reader without payroll.history", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: permissionFromPaths(["payroll.list", "payroll.details"]) }));
    serve();
    renderProfile();
    expect(await screen.findByText("Seeing every run of an employee takes the payroll history right.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Pay runs" })).toBeNull();
  });
});
