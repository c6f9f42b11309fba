import { screen, within } from "@testing-library/react";
import { InvoiceStatus, PaidBy, OrderStatus, PaymentMethod, type SaleListItem } from "@washdesk/domain";
import { describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { renderWithProviders } from "../../../test/render";
import { PosSalesTable } from "./pos-sales-table";

const TODAY = "2026-06-01";

function row(number: number, overrides: Partial<SaleListItem>): SaleListItem {
  return {
    id: `5a1e0000-0000-4000-8000-00000000000${number}`,
    number,
    businessDate: TODAY,
    createdAt: "2026-06-01T15:00:00.000Z",
    status: OrderStatus.Completed,
    invoiceStatus: InvoiceStatus.Paid,
    paidBy: PaidBy.ByCash,
    customer: null,
    vehicleType: null,
    cashier: { id: "u-1", name: "Casey Cashier" },
    amount: 2000,
    taxTotal: 0,
    discountTotal: 0,
    paidTotal: 2000,
    tipTotal: 0,
    refundedTotal: 0,
    balance: 0,
    paymentMethods: [PaymentMethod.Cash],
    ...overrides,
  };
}

const sales = [
  row(1, {}),
  row(2, { status: OrderStatus.Pending, invoiceStatus: InvoiceStatus.Pending, paidTotal: 0, balance: 2000, paymentMethods: [] }),
  row(3, { status: OrderStatus.Pending, invoiceStatus: InvoiceStatus.Partial, paidTotal: 500, balance: 1500 }),
  row(4, { status: OrderStatus.Refund, refundedTotal: 2000 }),
  row(5, { businessDate: "2026-05-31", status: OrderStatus.Pending, invoiceStatus: InvoiceStatus.Pending, paidTotal: 0, balance: 2000, paymentMethods: [] }),
];

function renderTable(mayRefund = true) {
  const onRefund = vi.fn();
  const onReprint = vi.fn();
  const result = renderWithProviders(
    <PosSalesTable
      sales={sales}
      emptyText="None"
      timeZone="America/New_York"
      today={TODAY}
      mayRefund={mayRefund}
      busyId={null}
      onRefund={onRefund}
      onReprint={onReprint}
    />,
    { wrapper: MemoryRouter },
  );
  return { ...result, onRefund, onReprint };
}

const rowOf = (number: number) => screen.getAllByRole("row").find((tr) => within(tr).queryByText(`#${number}`))!;
/** The row's buttons and links as a person reads them: their text, else their name. */
const actionsOf = (number: number) =>
  [...rowOf(number).querySelectorAll("button, a")].map((element) => element.textContent?.trim() || element.getAttribute("aria-label"));

describe("POS sales rows", () => {
  it("show one status and the moves each sale allows", async () => {
    const { user, onRefund, onReprint } = renderTable();

    // A pending sale reads Pending once, not the sale's and the invoice's status side by side.
    expect(within(rowOf(2)).getAllByText("Pending")).toHaveLength(1);
    expect(within(rowOf(1)).getByText("Completed")).toBeTruthy();

    expect(actionsOf(1)).toEqual(["Refund", "Reprint receipt of sale #1"]);
    // Nothing paid: void it or take the payment, never a refund.
    expect(actionsOf(2)).toEqual(["Pay", "Void", "Reprint receipt of sale #2"]);
    // Partly paid: the rest is taken at the counter.
    expect(actionsOf(3)).toEqual(["Pay", "Reprint receipt of sale #3"]);
    expect(actionsOf(4)).toEqual(["Reprint receipt of sale #4"]);
    // Yesterday's unpaid sale can't be voided any more.
    expect(actionsOf(5)).toEqual(["Pay", "Reprint receipt of sale #5"]);

    const pay = within(rowOf(2)).getByRole("link", { name: "Pay the balance of $20.00 on sale #2" });
    expect(pay.getAttribute("href")).toBe(`/sales/pos?sale=${sales[1]!.id}`);

    await user.click(within(rowOf(1)).getByRole("button", { name: "Refund sale #1" }));
    expect(onRefund).toHaveBeenCalledWith(sales[0]!.id);
    await user.click(within(rowOf(2)).getByRole("button", { name: "Void sale #2" }));
    expect(onRefund).toHaveBeenCalledWith(sales[1]!.id);

    const reprint = within(rowOf(4)).getByRole("button", { name: "Reprint receipt of sale #4" });
    await user.hover(reprint);
    expect(await screen.findByRole("tooltip", { name: "Reprint receipt" })).toBeTruthy();
    await user.click(reprint);
    expect(onReprint).toHaveBeenCalledWith(sales[3]!.id);
  });

  it("offer no refund or void to those who may neither do it nor ask for it", () => {
    renderTable(false);
    expect(actionsOf(1)).toEqual(["Reprint receipt of sale #1"]);
    expect(actionsOf(2)).toEqual(["Pay", "Reprint receipt of sale #2"]);
  });
});
