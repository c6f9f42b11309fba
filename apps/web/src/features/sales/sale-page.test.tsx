import { screen, waitFor, within } from "@testing-library/react";
import {
  headers,
  InvoiceStatus,
  OrderStatus,
  PaymentMethod,
  permissionFromPaths,
  saleRefusals,
  type Payment,
  type Register,
  type Sale,
} from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash, makeSale, SALE_ID } from "./sale-test-data";

/** Debounced searches and lazy screens answer slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };

const waitForSlow = (check: () => void) => waitFor(check, SLOW);

/** This device is the "Front counter" drawer (the key Open Register stores the choice under). */
const STATION = "r0000000-0000-4000-8000-000000000001";
const DRAWER_SESSION = "s0000000-0000-4000-8000-000000000003";
const frontCounter: Register = {
  id: STATION,
  name: "Front counter",
  openSession: { id: DRAWER_SESSION, number: 3, openedAt: "2025-03-05T13:00:00.000Z", openedBy: { id: "u-1", name: "Casey Counter" } },
};
let registers: Register[] = [];

afterEach(() => {
  registers = [];
  localStorage.clear();
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function payment(overrides: Partial<Payment>): Payment {
  return {
    id: `p-${overrides.method ?? 0}-${overrides.amount ?? 0}`,
    method: PaymentMethod.Cash,
    amount: 0,
    tip: 0,
    tendered: null,
    change: null,
    reference: "",
    origin: null,
    points: null,
    refundedAmount: 0,
    createdBy: { id: "u-1", name: "Casey Counter" },
    createdAt: "2025-03-05T15:10:00.000Z",
    ...overrides,
  };
}

const cash = payment({ method: PaymentMethod.Cash, amount: 2000, tendered: 5000, change: 3000 });
const card = payment({ method: PaymentMethod.CreditCard, amount: 3488, reference: "4242" });

/** Sale #7 paid in full: $20.00 cash from a $50 note, $34.88 by card. */
const paidSale = makeSale({
  status: OrderStatus.Completed,
  invoiceStatus: InvoiceStatus.Paid,
  paidTotal: 5488,
  balance: 0,
  refundable: 5488,
  payments: [cash, card],
  completedAt: "2025-03-05T15:12:00.000Z",
  updatedAt: "2025-03-05T15:12:00.000Z",
});

/** Serves one sale; payments answer in turn from `answers`. */
function mockSale(initial: Sale, answers: ((sale: Sale) => Response)[] = []) {
  let current = initial;
  const payments: { body: unknown; key: string | null }[] = [];
  const patches: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === `/api/sales/${SALE_ID}` && init.method === "PATCH") {
      patches.push(JSON.parse(String(init.body)));
      return jsonResponse(envelope({ ...current, updatedAt: new Date().toISOString() }, { message: "Sale saved." }));
    }
    if (pathname === `/api/sales/${SALE_ID}/payments` && init.method === "POST") {
      payments.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      const answer = answers[payments.length - 1];
      const response = answer ? answer(current) : jsonResponse(envelope(null, { status: 500, message: "Unexpected" }));
      return response;
    }
    if (pathname === `/api/sales/${SALE_ID}`) return jsonResponse(envelope(current));
    if (pathname === "/api/registers") return jsonResponse(envelope(registers));
    if (pathname === "/api/search/product") return jsonResponse(envelope({ count: 1, results: [deluxeWash] }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  const paid = (sale: Sale, taken: Payment): Sale => {
    const paidTotal = sale.paidTotal + taken.amount;
    current = {
      ...sale,
      payments: [...sale.payments, taken],
      paidTotal,
      balance: sale.amount - paidTotal,
      status: paidTotal >= sale.amount ? OrderStatus.Completed : OrderStatus.Pending,
      invoiceStatus: paidTotal >= sale.amount ? InvoiceStatus.Paid : InvoiceStatus.Partial,
      updatedAt: `2025-03-05T15:1${sale.payments.length + 1}:00.000Z`,
    };
    return current;
  };
  return { fetchMock, payments, patches, paid };
}

async function openSale() {
  const rendered = renderApp(`/sales/${SALE_ID}`);
  await screen.findByRole("heading", { name: "Sale #7" }, { timeout: 10_000 });
  return rendered;
}

describe("sale page", { timeout: 45_000 }, () => {
  it("takes payments one key each, into the station's open drawer: the same key for a retry after a refusal, a new one after success", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    localStorage.setItem("washdesk.station.registerId", STATION);
    registers = [frontCounter];
    const server = mockSale(makeSale(), [
      () => jsonResponse(envelope(null, { status: 503, message: "Service Unavailable" })),
      (sale) => jsonResponse(envelope(server.paid(sale, cash))),
      (sale) => jsonResponse(envelope(server.paid(sale, card))),
    ]);
    const { user } = await openSale();
    const panel = within(screen.getByRole("region", { name: "Payments" }));
    const amount = panel.getByLabelText(/^Amount/, { selector: "input" });
    await user.clear(amount);
    await user.type(amount, "20");
    await user.type(panel.getByLabelText("Cash tendered", { selector: "input" }), "50");
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    await screen.findByText("Service Unavailable (503)", {}, SLOW);
    // Still on screen as typed: the cashier only clicks again.
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    await waitForSlow(() => expect(panel.getByText(/Balance remaining/).textContent).toBe("Balance remaining: $34.88"));
    expect(screen.getByLabelText("Invoice: Partial")).toBeTruthy();

    await user.click(panel.getByLabelText("Payment method", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Card" }, SLOW));
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    await waitForSlow(() => expect(screen.getByLabelText("Invoice: Paid")).toBeTruthy());
    expect(screen.getByLabelText("Status: Completed")).toBeTruthy();

    const [refused, retried, next] = server.payments;
    expect(refused?.body).toEqual({ method: PaymentMethod.Cash, amount: 2000, tip: 0, tendered: 5000, reference: "", registerSessionId: DRAWER_SESSION });
    expect(retried?.key).toBe(refused?.key);
    expect(retried?.body).toEqual(refused?.body);
    expect(next?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(next?.key).not.toBe(retried?.key);
  });

  it("says on the payment form when cash needs an open register, with the way to choose or open one", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const refusal = saleRefusals.cashNeedsDrawer;
    const server = mockSale(makeSale(), [() => jsonResponse(envelope(null, { status: 409, message: refusal.message, code: refusal.code }))]);
    const { user } = await openSale();
    const panel = within(screen.getByRole("region", { name: "Payments" }));
    await user.click(panel.getByRole("button", { name: "Add payment" }));

    const notice = await panel.findByRole("alert", {}, SLOW);
    expect(within(notice).getByText("No open register at this station")).toBeTruthy();
    expect(within(notice).getByText(refusal.message)).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Choose or open a register" }).getAttribute("href")).toBe("/registers/open");
    // No station chosen: nothing names a drawer, and the form keeps the payment for another try.
    expect(server.payments[0]?.body).not.toHaveProperty("registerSessionId");
    expect(panel.getByRole("button", { name: "Add payment" })).toBeTruthy();
  });

  it("edits an unpaid sale: notes alone, or lines repriced from the catalog with the new total", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const server = mockSale(makeSale());
    const { user } = await openSale();
    await user.type(screen.getByLabelText("Notes"), "Keys at the desk");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitForSlow(() => expect(server.patches).toHaveLength(1));
    // Only notes changed: the lines are not sent, so nothing is repriced.
    expect(server.patches[0]).toEqual({ serviceMode: null, notes: "Keys at the desk" });

    const line = within(await screen.findByRole("group", { name: "Deluxe Wash" }));
    const quantity = line.getByLabelText("Quantity", { selector: "input" });
    await user.clear(quantity);
    await user.type(quantity, "3");
    // Three SUV washes at 10 % off with 8.875 % tax: 3 × ($25.20 + $2.24) = $82.32.
    await waitForSlow(() => expect(line.getByLabelText("Line total of Deluxe Wash").textContent).toBe("$82.32"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitForSlow(() => expect(server.patches).toHaveLength(2));
    expect(server.patches[1]).toMatchObject({
      vehicleId: makeSale().vehicle?.id,
      vehicleType: "SUV",
      lines: [{ productId: deluxeWash.id, quantity: 3, discount: { type: 1, rate: 10_000 } }],
      expectedAmount: 8232,
    });
  });

  it("shows owners every action a paid sale allows", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockSale(paidSale);
    await openSale();
    expect(screen.getByRole("button", { name: "Refund" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "E-mail receipt" })).toBeTruthy();
    // Paid in full: nothing more to take, the lines are fixed, notes still editable.
    expect(screen.queryByRole("button", { name: "Add payment" })).toBeNull();
    expect(screen.getByRole("table", { name: "Lines" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("hides refund and delete from a group that may only list and edit sales", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["sales.list", "sales.edit"]) }));
    mockSale(paidSale);
    await openSale();
    expect(screen.queryByRole("button", { name: "Refund" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByRole("button", { name: "Print 80 mm" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "E-mail receipt" })).toBeTruthy();
  });

  it("shows a deleted sale read-only with why, who and when", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockSale({
      ...paidSale,
      status: OrderStatus.Deleted,
      deleted: { at: "2025-03-06T14:00:00.000Z", by: { id: "u-2", name: "Olive Owner" }, reason: "Rung up twice", previousStatus: OrderStatus.Completed },
    });
    await openSale();
    const banner = screen.getByRole("status");
    expect(banner.textContent).toContain("Deleted 06 Mar, 2025 9:00 AM by Olive Owner (was Completed). Reason: Rung up twice");
    for (const name of ["Refund", "Delete", "E-mail receipt", "Save changes", "Add payment"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    expect((screen.getByLabelText("Notes") as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it("prints the receipt in the chosen layout with shop, lines, totals, payments and change", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockSale(paidSale);
    const classesWhilePrinting: string[] = [];
    const print = vi.fn(() => classesWhilePrinting.push(document.body.className));
    vi.stubGlobal("print", print);
    const { user } = await openSale();

    await user.click(screen.getByRole("button", { name: "Print 80 mm" }));
    expect(classesWhilePrinting[0]).toContain("receipt-printing receipt-80mm");
    window.dispatchEvent(new Event("afterprint"));
    expect(document.body.className).not.toContain("receipt-printing");
    await user.click(screen.getByRole("button", { name: "Print A4" }));
    expect(classesWhilePrinting[1]).toContain("receipt-a4");
    expect(classesWhilePrinting[1]).not.toContain("receipt-80mm");

    const receipt = within(screen.getByRole("article", { name: "Receipt 7" }));
    const text = screen.getByRole("article", { name: "Receipt 7" }).textContent ?? "";
    expect(receipt.getByText("Sparkle Wash")).toBeTruthy();
    expect(receipt.getByText("1 Main St")).toBeTruthy();
    expect(text).toContain("#7");
    expect(text).toContain("05 Mar, 2025 10:07 AM");
    expect(text).toContain("Discount 10 %: −$5.60");
    expect(text).toContain("Tax 8.875 % exclusive: $4.48");
    expect(text).toContain("Total$54.88");
    expect(text).toContain("Cash$20.00Cash tendered$50.00Change$30.00");
    expect(text).toContain("Card 4242$34.88");
  });
});
