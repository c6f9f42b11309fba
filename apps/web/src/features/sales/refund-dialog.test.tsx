import { screen, waitFor, within } from "@testing-library/react";
import { headers, InvoiceStatus, ItemKind, OrderStatus, TaxMethod, TaxType, VoidOrRefund, type Sale } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { RefundDialog } from "./refund-dialog";
import { makeSale, saleLine, SALE_ID } from "./sale-test-data";

/** Debounced searches and lazy screens answer slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };

const waitForSlow = (check: () => void) => waitFor(check, SLOW);

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const FRESHENER_ID = "5a1e0000-0000-4000-8000-0000000000a2";

/** Paid a while ago (no void any more); one of the two washes already came back. */
const sale: Sale = makeSale({
  businessDate: "2020-01-15",
  status: OrderStatus.PartialRefund,
  invoiceStatus: InvoiceStatus.Paid,
  lines: [
    saleLine({ refundedQuantity: 1 }),
    saleLine({
      id: FRESHENER_ID,
      position: 1,
      kind: ItemKind.Standard,
      name: "Air Freshener",
      code: "AF-PINE",
      quantity: 1,
      unitPrice: 399,
      discount: { type: 0, rate: 0 },
      tax: { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
      unitDiscount: 0,
      unitTax: 0,
      discountTotal: 0,
      netTotal: 399,
      taxTotal: 0,
      subTotal: 399,
    }),
  ],
  amount: 5887,
  paidTotal: 5887,
  refundedTotal: 2744,
  refundable: 3143,
  balance: 0,
});

function mockRefunds() {
  const sent: { body: unknown; key: string | null }[] = [];
  mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === `/api/sales/${SALE_ID}/refunds`) {
      sent.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      return jsonResponse(envelope(sale, { message: "Refund recorded." }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return sent;
}

const quantityOf = (name: string) => within(screen.getByRole("group", { name })).getByLabelText("Quantity to return", { selector: "input" });

describe("refund dialog", { timeout: 30_000 }, () => {
  it("needs a reason and at most the units left, then refunds those units with their tax under one key", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const sent = mockRefunds();
    const onClose = vi.fn();
    const { user } = renderWithQuery(<RefundDialog sale={sale} opened onClose={onClose} />);

    expect(screen.getByRole("dialog", { name: "Refund sale #7" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
    // Sold on another day: only a refund is possible.
    expect((screen.getByRole("radio", { name: "Void" }) as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Refund $0.00" }));
    expect(screen.getByText("Field is required!")).toBeTruthy();
    expect(screen.getByText("Choose at least one unit to return.")).toBeTruthy();

    await user.type(quantityOf("Deluxe Wash"), "2");
    await user.type(screen.getByLabelText(/^Reason/), "Scratched mirror");
    expect(screen.queryByText("Field is required!")).toBeNull();
    expect(screen.getByText("At most 1 can be returned!")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^Refund \$/ }));
    expect(sent).toHaveLength(0);

    await user.clear(quantityOf("Deluxe Wash"));
    await user.type(quantityOf("Deluxe Wash"), "1");
    // One wash with its tax: $25.20 + $2.24.
    await user.click(screen.getByRole("button", { name: "Refund $27.44" }));
    await waitForSlow(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ kind: VoidOrRefund.REFUND, reason: "Scratched mirror", lines: [{ lineId: sale.lines[0]!.id, quantity: 1 }] });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refunds an amount, never more than what can still be refunded, to a chosen method", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const sent = mockRefunds();
    const { user } = renderWithQuery(<RefundDialog sale={sale} opened onClose={vi.fn()} />);
    await user.click(screen.getByRole("radio", { name: "Amount" }));
    await user.type(screen.getByLabelText(/^Amount to refund/, { selector: "input" }), "40");
    await user.type(screen.getByLabelText(/^Reason/), "Goodwill");
    await user.click(screen.getByRole("button", { name: "Refund $40.00" }));
    expect(screen.getByText("Never more than was paid: at most $31.43 can be refunded!")).toBeTruthy();

    const amount = screen.getByLabelText(/^Amount to refund/, { selector: "input" });
    await user.clear(amount);
    await user.type(amount, "5");
    await user.click(screen.getByLabelText("Refund to", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Cash" }, SLOW));
    await user.click(screen.getByRole("button", { name: "Refund $5.00" }));
    await waitForSlow(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ kind: VoidOrRefund.REFUND, reason: "Goodwill", method: 0, amount: 500 });
  });
});
