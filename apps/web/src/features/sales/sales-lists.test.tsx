import { screen, waitFor, within } from "@testing-library/react";
import {
  InvoiceStatus,
  PaidBy,
  OrderStatus,
  PaymentMethod,
  VoidOrRefund,
  type DeletedSalePage,
  type RefundPage,
  type SaleListItem,
  type SalePage,
} from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { thisMonth } from "../../components/shop-dates";
import { jane, SALE_ID } from "./sale-test-data";

/** Debounced searches and lazy screens answer slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };

const waitForSlow = (check: () => void) => waitFor(check, SLOW);

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const row: SaleListItem = {
  id: SALE_ID,
  number: 7,
  businessDate: "2025-03-05",
  createdAt: "2025-03-05T15:07:00.000Z",
  status: OrderStatus.Completed,
  invoiceStatus: InvoiceStatus.Paid,
  paidBy: PaidBy.ByCash,
  customer: { id: jane.id, name: "Jane Doe" },
  vehicleType: "SUV",
  cashier: { id: "u-1", name: "Casey Counter" },
  amount: 5488,
  taxTotal: 448,
  discountTotal: 560,
  paidTotal: 5488,
  tipTotal: 300,
  refundedTotal: 0,
  balance: 0,
  paymentMethods: [PaymentMethod.Cash, PaymentMethod.CreditCard],
};

const salePage: SalePage = {
  items: [
    row,
    {
      ...row,
      id: "s-2",
      number: 8,
      customer: null,
      amount: 1089,
      taxTotal: 89,
      discountTotal: 0,
      paidTotal: 0,
      tipTotal: 0,
      balance: 1089,
      status: OrderStatus.Pending,
      invoiceStatus: InvoiceStatus.Pending,
      paymentMethods: [],
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  // Over every matching sale, not only this page: the server's figures are shown as they come.
  totals: {
    count: 31,
    subTotal: 150_000,
    discountTotal: 2_500,
    taxTotal: 13_312,
    amount: 163_312,
    paidTotal: 160_000,
    tipTotal: 4_200,
    refundedTotal: 2_744,
    balance: 3_312,
    net: 157_256,
  },
  cursors: { previous: "2025-03-05.7", next: null },
};

const refundPage: RefundPage = {
  items: [
    {
      id: "r-1",
      groupId: "g-1",
      kind: VoidOrRefund.REFUND,
      amount: 2744,
      method: PaymentMethod.CreditCard,
      paymentId: null,
      reason: "Scratched mirror",
      pointsReturned: 0,
      pointsTakenBack: 0,
      businessDate: "2025-03-06",
      createdBy: { id: "u-2", name: "Olive Owner" },
      createdAt: "2025-03-06T14:00:00.000Z",
      saleId: SALE_ID,
      saleNumber: 7,
      customer: { id: jane.id, name: "Jane Doe" },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  totals: { count: 1, amount: 2744 },
};

const deletedPage: DeletedSalePage = {
  items: [
    {
      ...row,
      status: OrderStatus.Deleted,
      deletedAt: "2025-03-06T14:00:00.000Z",
      deletedBy: { id: "u-2", name: "Olive Owner" },
      deleteReason: "Rung up twice",
      previousStatus: OrderStatus.Completed,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

function mockLists() {
  return mockFetch((url) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/sales") return jsonResponse(envelope(salePage));
    if (pathname === "/api/sales/refunds") return jsonResponse(envelope(refundPage));
    if (pathname === "/api/sales/deleted") return jsonResponse(envelope(deletedPage));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const calls = (fetchMock: ReturnType<typeof mockLists>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${path}?`));

describe("sales lists", { timeout: 30_000 }, () => {
  it("walks to the next and previous pages from the rows shown, and jumps to other pages by number", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    // Four pages of 25; each answer is the page asked for, its rows' places named after it.
    const fetchMock = mockFetch((url) => {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      if (pathname !== "/api/sales") return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
      const page = Number(searchParams.get("page"));
      return jsonResponse(envelope({ ...salePage, total: 80, page, cursors: { previous: `first-of-${page}`, next: `last-of-${page}` } }));
    });
    const { user } = renderApp("/sales/list");
    await screen.findByRole("table", { name: "Sales" }, { timeout: 10_000 });
    const { from, to } = thisMonth("America/New_York");
    const asked = () => calls(fetchMock, "/api/sales").at(-1);
    await waitForSlow(() => expect(asked()).toBe(`/api/sales?from=${from}&to=${to}&page=1&pageSize=25`));

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitForSlow(() => expect(asked()).toBe(`/api/sales?from=${from}&to=${to}&page=2&pageSize=25&after=last-of-1`));
    await user.click(await screen.findByRole("button", { name: "Page 4" }));
    await waitForSlow(() => expect(asked()).toBe(`/api/sales?from=${from}&to=${to}&page=4&pageSize=25`));
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await waitForSlow(() => expect(asked()).toBe(`/api/sales?from=${from}&to=${to}&page=3&pageSize=25&before=first-of-4`));
    await waitForSlow(() => expect(screen.getByText("51–52 of 80")).toBeTruthy());
    // Page 1 is always the newest sales, asked for without a place.
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    await waitForSlow(() => expect(screen.getByText("1–2 of 80")).toBeTruthy());
    expect(calls(fetchMock, "/api/sales").filter((url) => url.includes("page=1&"))).toEqual([`/api/sales?from=${from}&to=${to}&page=1&pageSize=25`]);
  });

  it("lists this month's sales with the server's totals row, and filters from page 1", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockLists();
    const { user, router } = renderApp("/sales/list");
    const table = within(await screen.findByRole("table", { name: "Sales" }, { timeout: 10_000 }));
    const first = await table.findByRole("row", { name: /#7/ });
    expect(first.textContent).toContain("05 Mar, 2025");
    expect(first.textContent).toContain("Cash, Card");
    expect(within(first).getByLabelText("Invoice: Paid")).toBeTruthy();
    expect(table.getByRole("row", { name: /#8/ }).textContent).toContain("Walk-in");

    const totals = table.getByRole("row", { name: "Totals" });
    const cells = within(totals)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(within(totals).getByRole("rowheader").textContent).toBe("Totals · 31 sales · net $1,572.56");
    expect(cells).toEqual(["$25.00", "$133.12", "$1,633.12", "$1,600.00", "$42.00", "$27.44", "$33.12"]);

    const { from, to } = thisMonth("America/New_York");
    expect(calls(fetchMock, "/api/sales")[0]).toBe(`/api/sales?from=${from}&to=${to}&page=1&pageSize=25`);

    await user.click(screen.getByLabelText("Payment method", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Card" }, SLOW));
    await waitForSlow(() => expect(calls(fetchMock, "/api/sales").at(-1)).toBe(`/api/sales?from=${from}&to=${to}&paymentMethod=2&page=1&pageSize=25`));

    await user.click(first.querySelector("td:nth-child(4)") ?? first);
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
  });

  it("lists refunds with their sale and a totals row", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockLists();
    renderApp("/sales/refunds");
    const table = within(await screen.findByRole("table", { name: "Refunds" }, { timeout: 10_000 }));
    const refund = await table.findByRole("row", { name: /Scratched mirror/ });
    expect(refund.textContent).toContain("#7");
    expect(refund.textContent).toContain("Card");
    expect(refund.textContent).toContain("$27.44");
    expect(table.getByRole("row", { name: "Totals" }).textContent).toContain("Totals · 1 refund$27.44");
  });

  it("lists deleted sales with reason, who and when, each opening the sale", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockLists();
    const { user, router } = renderApp("/sales/deleted");
    const table = within(await screen.findByRole("table", { name: "Deleted sales" }, { timeout: 10_000 }));
    const deleted = await table.findByRole("row", { name: /Rung up twice/ });
    expect(deleted.textContent).toContain("Olive Owner");
    expect(deleted.textContent).toContain("06 Mar, 2025 9:00 AM");
    expect(deleted.textContent).toContain("Completed");
    await user.click(within(deleted).getByText("Rung up twice"));
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
  });
});
