import { screen, waitFor, within } from "@testing-library/react";
import { headers, payrollRefusals, permissionFromPaths, type PayRun } from "@washdesk/domain";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import PayrollPage from "./payroll-page";
import { DANA_ID, emptyRunsPage, previewOf, RUN_ID, runOf, SAM_ID } from "./payroll-test-data";
import { renderAt } from "../../testing/render-at";

type State = { run: PayRun["status"] | null };

/** The payroll routes over one run whose state the test moves; `pay` answers when the test says so. */
function mockPayroll(state: State, pay: Promise<void> = Promise.resolve()) {
  return mockFetch(async (url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    if (pathname === "/api/settings/payroll") return jsonResponse(envelope({ tipMode: "byLine", biweeklyAnchor: "2026-01-05" }));
    if (pathname === "/api/payroll/preview") {
      expect(searchParams.get("schedule")).toBe("0");
      return jsonResponse(envelope(previewOf(state.run ? RUN_ID : null)));
    }
    if (pathname === "/api/payroll/runs" && method === "POST") {
      state.run = "draft";
      return jsonResponse(envelope(runOf("draft")));
    }
    if (pathname === "/api/payroll/runs") return jsonResponse(envelope(emptyRunsPage));
    if (pathname === `/api/payroll/runs/${RUN_ID}/pay`) {
      await pay;
      state.run = "paid";
      return jsonResponse(envelope(runOf("paid"), { message: "Run paid." }));
    }
    if (pathname === `/api/payroll/runs/${RUN_ID}/export.csv`)
      return new Response("employee,type,amount\n", {
        status: 200,
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="payroll-2026-06-01.csv"' },
      });
    if (pathname === `/api/payroll/runs/${RUN_ID}/void`) {
      state.run = "voided";
      return jsonResponse(envelope(runOf("voided")));
    }
    if (pathname === `/api/payroll/runs/${RUN_ID}` && method === "DELETE") {
      state.run = null;
      return jsonResponse(envelope(null));
    }
    if (pathname === `/api/payroll/runs/${RUN_ID}` && state.run) return jsonResponse(envelope(runOf(state.run)));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const callsTo = (fetchMock: ReturnType<typeof mockPayroll>, path: string, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => new URL(String(url), "http://localhost").pathname === path && (init?.method ?? "GET") === method);

const payrollGroup = (paths: Parameters<typeof permissionFromPaths>[0]) => signedInSession({ name: "Payroll", permission: permissionFromPaths(paths) });

beforeEach(() => {
  // Wednesday 2026-06-10 in New York: the last week that has ended is 1 to 7 June.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-10T16:00:00.000Z"));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const renderPage = () => renderAt("/payroll", "/payroll", <PayrollPage />);

describe("pay runs (docs/product.md §2 /payroll)", { timeout: 30_000 }, () => {
  it("previews the last ended week with each employee's figures, says taxes are not computed, and opens a stub", async () => {
    useSessionStore.getState().setSession(payrollGroup(["payroll.list"]));
    const fetchMock = mockPayroll({ run: null });
    const { user } = renderPage();

    expect(await screen.findByText("Period 01 Jun, 2026 – 07 Jun, 2026")).toBeTruthy();
    expect(screen.getByText(/WashDesk does not compute taxes/)).toBeTruthy();
    const table = screen.getByRole("table", { name: "Pay per employee" });
    const dana = (await within(table).findByText("Dana Detail")).closest("tr")!;
    const cells = within(dana)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "Dana Detail",
      "40.00",
      "5.00",
      "$600.00",
      "$162.50",
      "$300.00",
      "$45.00",
      "$10.00",
      "$12.00",
      "$25.00",
      "$1,119.50",
      "$1,094.50",
      "Check",
    ]);
    const sam = within(table).getByText("Sam Salary").closest("tr")!;
    expect(within(sam).getAllByText("$1,923.08")).toHaveLength(3);
    expect(within(sam).getByText("Credit/Debit")).toBeTruthy();
    const foot = table.querySelector("tfoot")!;
    expect(foot.textContent).toContain("$3,042.58");
    expect(foot.textContent).toContain("$3,017.58");
    // The adjustment to a paid period, with its text.
    expect(screen.getByText(/Regular hours of the week of 2026-05-25 changed: \+0.80 h/)).toBeTruthy();
    // A reader without payroll.pay drafts nothing.
    expect(screen.queryByRole("button", { name: "Create draft" })).toBeNull();
    expect(callsTo(fetchMock, "/api/payroll/preview", "GET")[0]?.[0]).toContain("start=2026-06-01");

    await user.click(screen.getByRole("button", { name: "Open the stub of Dana Detail" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay stub of Dana Detail" });
    const earnings = within(dialog).getByRole("table", { name: "Earnings" });
    expect(within(earnings).getByText("5.00 h at 1.5 × the regular rate of $21.67/h over 45.00 h worked that week", { exact: false })).toBeTruthy();
    const totals = within(dialog).getByRole("table", { name: "Totals" });
    expect(within(within(totals).getByText("Net pay").closest("tr")!).getByText("$1,094.50")).toBeTruthy();
    expect(within(within(totals).getByText("Gross pay").closest("tr")!).getByText("$1,119.50")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Print stub (A4)" })).toBeTruthy();
  });

  it("moves to the previous and next period, and drafts the shown period with payroll.pay", async () => {
    useSessionStore.getState().setSession(payrollGroup(["payroll.list", "payroll.pay"]));
    const state: State = { run: null };
    const fetchMock = mockPayroll(state);
    const { user } = renderPage();
    await screen.findByText("Dana Detail");
    await user.click(screen.getByRole("button", { name: "Previous period" }));
    expect(await screen.findByText("Period 25 May, 2026 – 31 May, 2026")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Next period" }));
    expect(await screen.findByText("Period 01 Jun, 2026 – 07 Jun, 2026")).toBeTruthy();

    await user.click(await screen.findByRole("button", { name: "Create draft" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/payroll/runs", "POST")).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, "/api/payroll/runs", "POST")[0]?.[1]?.body))).toEqual({ schedule: 0, periodStart: "2026-06-01" });
    expect(await screen.findByText("Draft")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Pay" })).toBeTruthy();
  });

  it("pays a draft once with one Idempotency-Key, each employee's method, and a progress sign while it runs", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    let release = () => undefined as void;
    const paying = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockPayroll({ run: "draft" }, paying);
    const { user } = renderPage();

    await user.click(await screen.findByRole("button", { name: "Pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay this run" });
    expect((within(dialog).getByLabelText(/^Payment date/) as HTMLInputElement).value).toBe("06/10/2026");
    await user.click(within(dialog).getByRole("combobox", { name: "Payment method for Sam Salary" }));
    await user.click(await screen.findByRole("option", { name: "Cash" }));
    const submit = within(dialog).getByRole("button", { name: "Pay $3,017.58" });
    await user.click(submit);
    await user.click(submit);

    expect(await within(dialog).findByRole("status")).toBeTruthy();
    expect(within(dialog).getByRole("progressbar", { name: "Paying the run" })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Pay this run" })).toBeNull());

    const posts = callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/pay`, "POST");
    expect(posts).toHaveLength(1);
    expect(headerOf(posts[0]?.[1], headers.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ paymentDate: "2026-06-10", methods: [{ employeeId: SAM_ID, method: 0 }] });
    expect(JSON.parse(String(posts[0]?.[1]?.body)).methods).not.toContainEqual(expect.objectContaining({ employeeId: DANA_ID }));
    expect(await screen.findByText("Paid")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete draft" })).toBeNull();
  });

  it("asks for the payment date on the field, and puts the server's refusal of it there too", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockPayroll({ run: "draft" });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay this run" });
    const date = within(dialog).getByLabelText(/^Payment date/);
    await user.clear(date);
    await user.click(within(dialog).getByRole("button", { name: /^Pay \$/ }));
    expect(await within(dialog).findByText("Field is required!")).toBeTruthy();
    expect(callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/pay`, "POST")).toHaveLength(0);

    const refusal = payrollRefusals.paymentDateTooEarly;
    fetchMock.mockImplementation(async (input) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname.endsWith("/pay"))
        return jsonResponse(
          envelope({ fields: [{ field: "paymentDate", message: refusal.message }] }, { status: 400, message: refusal.message, code: refusal.code }),
        );
      return jsonResponse(envelope(pathname === `/api/payroll/runs/${RUN_ID}` ? runOf("draft") : previewOf(RUN_ID)));
    });
    await user.type(date, "06/08/2026");
    await user.click(within(dialog).getByRole("button", { name: /^Pay \$/ }));
    await waitFor(() => expect(within(dialog).getAllByText(refusal.message).length).toBeGreaterThan(0));
    expect(date.getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps a refusal of the whole run in the dialog: tips still to assign", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockPayroll({ run: "draft" });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Pay" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay this run" });
    const refusal = payrollRefusals.tipsUndistributed;
    fetchMock.mockImplementation(async (input) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname.endsWith("/pay")) return jsonResponse(envelope(null, { status: 409, message: refusal.message, code: refusal.code }));
      return jsonResponse(envelope(pathname === `/api/payroll/runs/${RUN_ID}` ? runOf("draft") : previewOf(RUN_ID)));
    });
    await user.click(within(dialog).getByRole("button", { name: /^Pay \$/ }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(refusal.message);
  });

  it("offers Delete draft only with payroll.delete, and deletes after asking", async () => {
    useSessionStore.getState().setSession(payrollGroup(["payroll.list", "payroll.pay"]));
    mockPayroll({ run: "draft" });
    const first = renderPage();
    expect(await screen.findByRole("button", { name: "Pay" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete draft" })).toBeNull();
    first.unmount();

    useSessionStore.getState().setSession(payrollGroup(["payroll.list", "payroll.delete"]));
    const state: State = { run: "draft" };
    const fetchMock = mockPayroll(state);
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete draft" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete draft" });
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}`, "DELETE")).toHaveLength(1));
  });

  it("never offers Delete for a paid run; voiding it needs a reason and carries an Idempotency-Key", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockPayroll({ run: "paid" });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Void" }));
    expect(screen.queryByRole("button", { name: "Delete draft" })).toBeNull();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();

    const dialog = await screen.findByRole("dialog", { name: "Void this paid run" });
    await user.click(within(dialog).getByRole("button", { name: "Void run" }));
    expect(await within(dialog).findByText("Say why the run is voided.")).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Reason/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/void`, "POST")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "Wrong week");
    await user.click(within(dialog).getByRole("button", { name: "Void run" }));
    await waitFor(() => expect(callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/void`, "POST")).toHaveLength(1));
    const post = callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/void`, "POST")[0];
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: "Wrong week" });
    expect(headerOf(post?.[1], headers.idempotencyKey)).toBeTruthy();
  });

  it("exports a run as CSV under the server's file name", async () => {
    useSessionStore.getState().setSession(payrollGroup(["payroll.list"]));
    const fetchMock = mockPayroll({ run: "paid" });
    const createObjectURL = vi.fn(() => "blob:payroll");
    // jsdom has no object URLs; the download hands the file over through one.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderPage();
    // Without payroll.pay a paid run can be read and exported, not voided.
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(screen.queryByRole("button", { name: "Void" })).toBeNull();
    await waitFor(() => expect(clicked).toEqual(["payroll-2026-06-01.csv"]));
    expect(callsTo(fetchMock, `/api/payroll/runs/${RUN_ID}/export.csv`, "GET")).toHaveLength(1);
  });
});
