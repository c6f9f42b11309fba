import { screen, waitFor, within } from "@testing-library/react";
import { InvoiceStatus, OrderStatus, permissionFromPaths, PaymentMethod, type SalePage } from "@washdesk/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { setStationRegisterId } from "../registers";
import { makeSale } from "../sales/sale-test-data";
import { mockPosServer, REGISTER_ID, SESSION_ID } from "./pos-test-server";

const sale = makeSale({ status: OrderStatus.Completed, invoiceStatus: InvoiceStatus.Paid, paidTotal: 5488, balance: 0, refundable: 5488 });
const page: SalePage = {
  items: [
    {
      id: sale.id,
      number: sale.number,
      businessDate: sale.businessDate,
      createdAt: sale.createdAt,
      status: sale.status,
      invoiceStatus: sale.invoiceStatus,
      paidBy: sale.paidBy,
      customer: { id: "c-1", name: "Jane Doe" },
      vehicleType: "SUV",
      cashier: sale.cashier,
      amount: 5488,
      taxTotal: 448,
      discountTotal: 560,
      paidTotal: 5488,
      tipTotal: 0,
      refundedTotal: 0,
      balance: 0,
      paymentMethods: [PaymentMethod.Cash],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  totals: { count: 1, subTotal: 5040, discountTotal: 560, taxTotal: 448, amount: 5488, paidTotal: 5488, tipTotal: 0, refundedTotal: 0, balance: 0, net: 5488 },
  cursors: { previous: `${sale.businessDate}.${sale.number}`, next: null },
};

beforeEach(() => setStationRegisterId(REGISTER_ID));

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  vi.unstubAllGlobals();
});

describe("POS sales", { timeout: 30_000 }, () => {
  it("lists the sales of the station's open session, with reprint and refund", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { listQueries } = mockPosServer({ salePage: page });
    const { user } = renderApp("/sales/pos/list");
    const table = await screen.findByRole("table", { name: "POS sales" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("#7")).toBeTruthy(), { timeout: 5000 });
    expect(listQueries[0]?.get("registerSessionId")).toBe(SESSION_ID);
    expect(within(table).getByRole("button", { name: "Reprint receipt of sale #7" })).toBeTruthy();

    await user.click(within(table).getByRole("button", { name: "Refund sale #7" }));
    expect(await screen.findByRole("dialog", { name: "Refund sale #7" }, { timeout: 5000 })).toBeTruthy();
  });

  it("lets a cashier ask for a refund, approved by a manager's PIN", async () => {
    useSessionStore
      .getState()
      .setSession(signedInSession({ name: "Counter", permission: permissionFromPaths(["sales.pos.list", "sales.pos.new", "sales.list"]) }));
    mockPosServer({ salePage: page });
    const { user } = renderApp("/sales/pos/list");
    const table = await screen.findByRole("table", { name: "POS sales" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("#7")).toBeTruthy(), { timeout: 5000 });
    await user.click(within(table).getByRole("button", { name: "Refund sale #7" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund sale #7" }, { timeout: 5000 });
    expect(within(dialog).getByText("Manager PIN")).toBeTruthy();
  });

  it("offers no refund to those who neither sell nor refund", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["sales.pos.list", "sales.list"]) }));
    mockPosServer({ salePage: page });
    renderApp("/sales/pos/list");
    const table = await screen.findByRole("table", { name: "POS sales" }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getByText("#7")).toBeTruthy(), { timeout: 5000 });
    expect(within(table).queryByRole("button", { name: "Refund sale #7" })).toBeNull();
  });
});
