import { screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type Purchase, type PurchaseListItem, type PurchasePage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const ID = "1b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0001";
const receipt = { downloadURL: "/api/files/f?sig=1", thumbURL: "/api/files/f/thumb?sig=1", mimeType: "image/png", originalName: "receipt.png" };
const item: PurchaseListItem = {
  id: ID,
  date: "2026-03-05 14:07:00",
  vendor: { id: "v-1", company: "Acme Towels" },
  paidBy: "Check",
  amount: 3936,
  attachments: [receipt],
  notes: "",
  createdBy: null,
  createdAt: "2026-03-05T19:07:00.000Z",
  lineCount: 2,
  quantity: 5,
};
const detail: Purchase = {
  ...item,
  subTotal: 3698,
  discountTotal: 300,
  taxTotal: 238,
  updatedAt: item.createdAt,
  notes: "Monthly order",
  products: [
    {
      id: "l-1",
      position: 0,
      productId: "p-1",
      name: "Microfiber Towels",
      code: "MFT-3",
      category: "Retail",
      image: null,
      note: "",
      quantity: 3,
      price: 1000,
      discount: { type: 1, rate: 10_000 },
      tax: { type: 2, method: 0, rate: 50 },
      discountTotal: 300,
      netTotal: 2700,
      taxTotal: 150,
      subTotal: 2850,
    },
    {
      id: "l-2",
      position: 1,
      productId: "p-2",
      name: "Carnauba Wax",
      code: "WAX-16",
      category: "Retail",
      image: null,
      note: "",
      quantity: 2,
      price: 499,
      discount: { type: 0, rate: 0 },
      tax: { type: 1, method: 0, rate: 8875 },
      discountTotal: 0,
      netTotal: 998,
      taxTotal: 88,
      subTotal: 1086,
    },
  ],
};

function mockPurchases() {
  return mockFetch((url) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/purchases") {
      const page: PurchasePage = { items: [item], total: 1, page: 1, pageSize: 25, totals: { amount: 3936, byPaidBy: { Check: 3936 } } };
      return jsonResponse(envelope(page));
    }
    if (pathname === `/api/purchases/${ID}`) return jsonResponse(envelope(detail));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockPurchases>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/purchases?"));

describe("purchases page (/purchases/list)", () => {
  it("lists purchases with their totals, filters by paid by, and shows a purchase's lines and attachments", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockPurchases();
    const { user } = renderApp("/purchases/list");
    const row = within(await screen.findByRole("row", { name: /Acme Towels/ }, { timeout: 8000 }));
    expect(row.getByText("05 Mar, 2026 2:07 PM")).toBeTruthy();
    expect(row.getByText("$39.36")).toBeTruthy();
    expect(row.getByText("2 products · 5 units")).toBeTruthy();
    expect(row.getByRole("link", { name: "Open receipt.png" })).toBeTruthy();
    const totals = within(screen.getByLabelText("Totals"));
    expect(totals.getByText("1 purchase · $39.36")).toBeTruthy();
    expect(totals.getByText("Check $39.36")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add purchase" })).toBeTruthy();

    await user.click(screen.getByLabelText("Paid by", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "Credit" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/purchases?paidBy=Credit&page=1&pageSize=25"));

    await user.click(row.getByRole("button", { name: "View purchase from Acme Towels" }));
    const details = within(await screen.findByRole("dialog", { name: "Purchase details" }));
    const lines = within(await details.findByRole("table", { name: "Purchase lines" }));
    expect(within(lines.getByRole("row", { name: /Microfiber Towels/ })).getByText("$28.50")).toBeTruthy();
    expect(within(lines.getByRole("row", { name: /Microfiber Towels/ })).getByText("10 %")).toBeTruthy();
    expect(within(lines.getByRole("row", { name: /Microfiber Towels/ })).getByText("$0.50 exclusive")).toBeTruthy();
    expect(within(lines.getByRole("row", { name: /Carnauba Wax/ })).getByText("8.875 % exclusive")).toBeTruthy();
    expect(details.getByText("Amount $39.36")).toBeTruthy();
    expect(details.getByRole("link", { name: "Open receipt.png" })).toBeTruthy();
    expect(details.getByText("Monthly order")).toBeTruthy();
    expect(details.getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("filters by a From date picked from the calendar, never after the To date typed", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockPurchases();
    const { user } = renderApp("/purchases/list?from=2026-03-01");
    await screen.findByRole("row", { name: /Acme Towels/ }, { timeout: 8000 });
    expect(screen.getByLabelText<HTMLInputElement>("From").value).toBe("03/01/2026");
    await user.type(screen.getByLabelText("To"), "03/20/2026");
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/purchases?from=2026-03-01&to=2026-03-20&page=1&pageSize=25"));
    await user.click(screen.getByLabelText("From"));
    expect(await screen.findByRole("button", { name: "21 March 2026" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "10 March 2026" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/purchases?from=2026-03-10&to=2026-03-20&page=1&pageSize=25"));
    expect(screen.getByLabelText<HTMLInputElement>("From").value).toBe("03/10/2026");
  });

  it("offers no add, edit or delete to a group that may only list purchases", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Bookkeeper", permission: permissionFromPaths(["purchases.list"]) }));
    mockPurchases();
    renderApp("/purchases/list");
    const row = within(await screen.findByRole("row", { name: /Acme Towels/ }, { timeout: 8000 }));
    expect(row.getByRole("button", { name: "View purchase from Acme Towels" })).toBeTruthy();
    expect(row.queryByRole("button", { name: "Edit purchase from Acme Towels" })).toBeNull();
    expect(row.queryByRole("button", { name: "Delete purchase from Acme Towels" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add purchase" })).toBeNull();
  });
});
