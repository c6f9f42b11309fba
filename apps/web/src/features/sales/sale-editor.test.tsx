import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { headers, permissionFromPaths, type CustomerPage, type PaymentInput, type ProductSearchAnswer, type SaleCreate } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash, jane, makeSale, SALE_ID } from "./sale-test-data";

/** Debounced searches and lazy screens answer slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };

const waitForSlow = (check: () => void) => waitFor(check, SLOW);

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

interface Sent {
  body: unknown;
  key: string | null;
}

/** The server of the sale screen; `create` answers POST /api/sales, in order, per attempt. */
function mockSaleServer(create: ((attempt: number) => Response | Promise<Response>) | null = null) {
  const posts: Sent[] = [];
  const fetchMock = mockFetch(async (url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    if (pathname === "/api/customers") {
      const page: CustomerPage = { items: [jane], total: 1, page: 1, pageSize: 10 };
      return jsonResponse(envelope(page));
    }
    if (pathname === "/api/search/product") {
      const answer: ProductSearchAnswer = { count: 1, results: [deluxeWash] };
      return jsonResponse(envelope(answer));
    }
    if (pathname === "/api/sales" && method === "POST") {
      posts.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      if (create) return create(posts.length);
      return jsonResponse(envelope(makeSale(), { message: "Sale saved." }));
    }
    if (pathname === `/api/sales/${SALE_ID}`) return jsonResponse(envelope(makeSale()));
    // No drawer is chosen on this device: the sale names no register session.
    if (pathname === "/api/registers") return jsonResponse(envelope([]));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { fetchMock, posts };
}

/** A select or text field by its visible label (Mantine selects are inputs with a listbox). */
const field = (label: string | RegExp, scope: Pick<typeof screen, "getByLabelText"> = screen) =>
  scope.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

async function chooseOption(user: UserEvent, label: string | RegExp, option: string | RegExp) {
  await user.click(field(label));
  await user.click(await screen.findByRole("option", { name: option }, SLOW));
}

/** The page loads lazily, as in the app; the first render of a test file takes a moment. */
async function openNewSale() {
  const rendered = renderApp("/sales/new");
  await screen.findByLabelText("Customer", { selector: "input" }, { timeout: 10_000 });
  return rendered;
}

/** Jane's SUV, two Deluxe Washes at 10 % off: the worked example of these tests. */
async function ringUpTwoSuvWashes(user: UserEvent) {
  await user.type(field("Customer"), "Jane");
  await user.click(await screen.findByRole("option", { name: /Jane Doe/ }, SLOW));
  // Her only vehicle, an SUV, is chosen and sets the prices.
  expect(field("Vehicle").value).toContain("SUV");

  await user.type(field("Add product"), "Deluxe");
  await user.click(await screen.findByRole("option", { name: /Deluxe Wash \(WASH-DLX\) · \$28\.00/ }, SLOW));

  const line = within(screen.getByRole("group", { name: "Deluxe Wash" }));
  await user.clear(field("Quantity", line));
  await user.type(field("Quantity", line), "2");
  await user.click(field("Discount type", line));
  await user.click(await screen.findByRole("option", { name: "Percentage" }, SLOW));
  await user.type(field("Discount (%)", line), "10");
}

function total(label: string): string {
  const row = within(screen.getByRole("table", { name: "Totals" })).getByRole("row", { name: new RegExp(`^${label}`) });
  return within(row).getByRole("cell").textContent ?? "";
}

// Each journey types through a whole sale in jsdom, which takes several seconds.
describe("sale editor", { timeout: 45_000 }, () => {
  it("prices an SUV service with a percentage discount and 8.875 % exclusive tax, and sends the total shown", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockSaleServer();
    const { user, router } = await openNewSale();
    await ringUpTwoSuvWashes(user);

    // By hand: the SUV price is $28.00; 10 % off is $2.80, leaving $25.20 a wash;
    // 8.875 % of $25.20 is $2.2365, rounded half away from zero to $2.24. Two washes:
    // items 2 × $28.00 = $56.00, discount 2 × $2.80 = $5.60, subtotal 2 × $25.20 = $50.40,
    // tax 2 × $2.24 = $4.48, total $50.40 + $4.48 = $54.88.
    expect(total("Items")).toBe("$56.00");
    expect(total("Discount")).toBe("−$5.60");
    expect(total("Subtotal")).toBe("$50.40");
    expect(total("Tax")).toBe("$4.48");
    expect(total("Total")).toBe("$54.88");
    expect(screen.getByLabelText("Line total of Deluxe Wash").textContent).toBe("$54.88");

    await user.click(screen.getByRole("button", { name: "Save sale" }));
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
    const sent = posts[0]?.body as SaleCreate;
    expect(sent).toMatchObject({
      customerId: jane.id,
      vehicleId: jane.vehicles[0]!.id,
      vehicleType: "SUV",
      expectedAmount: 5488,
      lines: [{ productId: deluxeWash.id, quantity: 2, discount: { type: 1, rate: 10_000 }, staffIds: [] }],
      payments: [],
    });
  });

  it("splits payments: cash with change due, then the balance by card, and completes the sale", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockSaleServer();
    const { user } = await openNewSale();
    await ringUpTwoSuvWashes(user);

    const panel = within(screen.getByRole("region", { name: "Payments" }));
    expect(panel.getByText(/Balance remaining/).textContent).toBe("Balance remaining: $54.88");
    // The amount starts at the balance; the customer pays $20.00 of it with a $50 note.
    const amount = field(/^Amount/, panel);
    expect(amount.value).toBe("54.88");
    await user.clear(amount);
    await user.type(amount, "20");
    await user.type(field("Cash tendered", panel), "50");
    expect(panel.getByText(/Change due/).textContent).toBe("Change due: $30.00");
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    expect(panel.getByText(/Balance remaining/).textContent).toBe("Balance remaining: $34.88");

    // The rest by card: the amount is already the balance.
    await chooseOption(user, "Payment method", "Card");
    expect(field(/^Amount/, panel).value).toBe("34.88");
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    expect(panel.getByText(/Balance remaining/).textContent).toBe("Balance remaining: $0.00");
    expect(panel.queryByRole("button", { name: "Add payment" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitForSlow(() => expect(posts).toHaveLength(1));
    const payments = (posts[0]?.body as SaleCreate).payments as PaymentInput[];
    expect(payments).toEqual([
      { method: 0, amount: 2000, tip: 0, tendered: 5000, reference: "" },
      { method: 2, amount: 3488, tip: 0, reference: "" },
    ]);
  });

  it("refuses a payment larger than the balance and a tender below amount and tip", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    mockSaleServer();
    const { user } = await openNewSale();
    await ringUpTwoSuvWashes(user);
    const panel = within(screen.getByRole("region", { name: "Payments" }));
    const amount = field(/^Amount/, panel);
    await user.clear(amount);
    await user.type(amount, "60");
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    expect(panel.getByText("The payment can't be more than the balance ($54.88)!")).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, "20");
    await user.type(field("Tip", panel), "5");
    await user.type(field("Cash tendered", panel), "24");
    expect(panel.getByText("Short by $1.00")).toBeTruthy();
    await user.click(panel.getByRole("button", { name: "Add payment" }));
    expect(panel.getByText("The amount tendered can't be less than the amount and tip!")).toBeTruthy();
    expect(panel.queryByRole("table", { name: "Payments" })).toBeNull();
  });

  it("keeps one Idempotency-Key across the client's automatic retry after a network error", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockSaleServer((attempt) => {
      if (attempt === 1) throw new TypeError("Failed to fetch");
      return jsonResponse(envelope(makeSale(), { message: "Sale saved." }));
    });
    const { user, router } = await openNewSale();
    await ringUpTwoSuvWashes(user);

    const save = screen.getByRole("button", { name: "Save sale" });
    await user.click(save);
    await waitForSlow(() => expect(posts).toHaveLength(1));
    // The cashier sees that it is still working, and a second click cannot start another sale.
    expect(save.getAttribute("data-loading")).toBe("true");
    await vi.advanceTimersByTimeAsync(5000);
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });

  it("keeps the key when the person retries after a refusal", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockSaleServer((attempt) =>
      attempt === 1
        ? jsonResponse(envelope(null, { status: 503, message: "Service Unavailable" }))
        : jsonResponse(envelope(makeSale(), { message: "Sale saved." })),
    );
    const { user, router } = await openNewSale();
    await ringUpTwoSuvWashes(user);
    await user.click(screen.getByRole("button", { name: "Save sale" }));
    await screen.findByText("Service Unavailable (503)", {}, SLOW);
    expect(router.state.location.pathname).toBe("/sales/new");
    await user.click(screen.getByRole("button", { name: "Save sale" }));
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
    expect(posts[1]?.key).toBe(posts[0]?.key);
  });

  it("asks for a product before saving", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { posts } = mockSaleServer();
    const { user } = await openNewSale();
    await user.click(await screen.findByRole("button", { name: "Save sale" }));
    expect(screen.getByText("Add at least one product!").getAttribute("role")).toBe("alert");
    expect(posts).toHaveLength(0);
  });

  it("offers New customer only to those who may add customers", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Seller", permission: permissionFromPaths(["sales.new"]) }));
    mockSaleServer();
    await openNewSale();
    expect(screen.queryByRole("button", { name: "New customer" })).toBeNull();
  });
});
