import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { headers, type CustomerPage, type ProductSearchAnswer, type QuoteCreate } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash, jane, makeSale, SALE_ID } from "../sales/sale-test-data";
import { makeQuote, QUOTE_ID } from "./quote-test-data";

/** Debounced searches and lazy screens answer slower than the 1 s default on a busy machine. */
const SLOW = { timeout: 5000 };
const waitForSlow = (check: () => void) => waitFor(check, SLOW);

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

interface Sent {
  path: string;
  body: unknown;
  key: string | null;
}

/** The server of the quote screens: customers, product search, quotes, and the sale a quote becomes. */
function mockQuoteServer() {
  const posts: Sent[] = [];
  mockFetch(async (url, init) => {
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
    if (method === "POST") {
      posts.push({ path: pathname, body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      if (pathname === "/api/quotes") return jsonResponse(envelope(makeQuote(), { message: "Quote saved." }));
      if (pathname === `/api/quotes/${QUOTE_ID}/convert`) {
        return jsonResponse(
          envelope({ quote: makeQuote({ status: 2, sale: { id: SALE_ID, number: 7 } }), sale: makeSale() }, { message: "Quote converted to sale #7." }),
        );
      }
    }
    if (pathname === `/api/quotes/${QUOTE_ID}`) return jsonResponse(envelope(makeQuote()));
    if (pathname === `/api/sales/${SALE_ID}`) return jsonResponse(envelope(makeSale()));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return posts;
}

const field = (label: string | RegExp, scope: Pick<typeof screen, "getByLabelText"> = screen) =>
  scope.getByLabelText(label, { selector: "input" }) as HTMLInputElement;

function total(label: string): string {
  const row = within(screen.getByRole("table", { name: "Totals" })).getByRole("row", { name: new RegExp(`^${label}`) });
  return within(row).getByRole("cell").textContent ?? "";
}

/** Jane's SUV, two Deluxe Washes at 10 % off: $54.88, as worked by hand in the sale editor tests. */
async function quoteTwoSuvWashes(user: UserEvent) {
  await user.type(field("Customer"), "Jane");
  await user.click(await screen.findByRole("option", { name: /Jane Doe/ }, SLOW));
  await user.type(field("Add product"), "Deluxe");
  await user.click(await screen.findByRole("option", { name: /Deluxe Wash \(WASH-DLX\) · \$28\.00/ }, SLOW));
  const line = within(screen.getByRole("group", { name: "Deluxe Wash" }));
  await user.clear(field("Quantity", line));
  await user.type(field("Quantity", line), "2");
  await user.click(field("Discount type", line));
  await user.click(await screen.findByRole("option", { name: "Percentage" }, SLOW));
  await user.type(field("Discount (%)", line), "10");
}

describe("quote editor", { timeout: 60_000 }, () => {
  it("writes a quote with the sale editor's lines and pricing, a valid-until date, and opens it", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const posts = mockQuoteServer();
    const { user, router } = renderApp("/quotes/new");
    await screen.findByLabelText("Customer", { selector: "input" }, { timeout: 10_000 });
    await quoteTwoSuvWashes(user);
    expect(total("Total")).toBe("$54.88");
    await user.type(field(/^Valid until/), "03/31/2025");
    await user.type(screen.getByLabelText("Notes"), "Ceramic on request");

    await user.click(screen.getByRole("button", { name: "Save quote" }));
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/quotes/${QUOTE_ID}`));
    expect(posts[0]?.path).toBe("/api/quotes");
    const sent = posts[0]?.body as QuoteCreate;
    expect(sent).toEqual({
      customerId: jane.id,
      vehicleId: jane.vehicles[0]!.id,
      vehicleType: "SUV",
      serviceMode: null,
      notes: "Ceramic on request",
      lines: [{ productId: deluxeWash.id, quantity: 2, discount: { type: 1, rate: 10_000 }, staffIds: [] }],
      expectedAmount: 5488,
      validUntil: "2025-03-31",
    });
    expect(await screen.findByRole("heading", { name: "Quote Q-3" }, { timeout: 10_000 })).toBeTruthy();
  });

  it("asks for a product before saving", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const posts = mockQuoteServer();
    renderApp("/quotes/new");
    await screen.findByRole("button", { name: "Save quote" }, { timeout: 10_000 });
    screen.getByRole("button", { name: "Save quote" }).click();
    expect((await screen.findByText("Add at least one product!")).getAttribute("role")).toBe("alert");
    expect(posts).toHaveLength(0);
  });

  it("converts a saved quote into a sale with one key and opens the new sale", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const posts = mockQuoteServer();
    const { user, router } = renderApp(`/quotes/${QUOTE_ID}`);
    const convert = await screen.findByRole("button", { name: "Convert to sale" }, { timeout: 10_000 });
    await waitForSlow(() => expect(total("Total")).toBe("$54.88"));
    await user.click(convert);
    await waitForSlow(() => expect(router.state.location.pathname).toBe(`/sales/${SALE_ID}`));
    expect(posts).toEqual([
      { path: `/api/quotes/${QUOTE_ID}/convert`, body: { expectedAmount: 5488 }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as string },
    ]);
  });

  it("shows a cashier the quote read-only, with Send and Convert but no Save or Cancel", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockQuoteServer();
    renderApp(`/quotes/${QUOTE_ID}`);
    expect(await screen.findByRole("button", { name: "Convert to sale" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send quote" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel quote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.getByRole("table", { name: "Lines" })).toBeTruthy();
    expect(field(/^Valid until/).readOnly).toBe(true);
    expect(field(/^Valid until/).value).toBe("03/31/2025");
  });
});
