import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentMethod, registerRefusals } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { cashierPermission, ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { setStationRegisterId } from "../registers";
import { deluxeWash, makeSale } from "../sales/sale-test-data";
import { mockPosServer, REGISTER_ID, SESSION_ID } from "./pos-test-server";
import { cartStorageKey } from "./use-pos-cart";

const SLOW = { timeout: 5000 };

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  setStationRegisterId(REGISTER_ID);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  localStorage.removeItem(cartStorageKey(REGISTER_ID));
  vi.unstubAllGlobals();
});

/** The screen loads lazily, as in the app; the first render of a file takes a moment. */
async function openPos() {
  const rendered = renderApp("/sales/pos");
  await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
  return rendered;
}

/** The SUV prices: Deluxe Wash is $28.00 for an SUV ($20.00 base), 8.875 % tax on top. */
async function chooseSuv(user: UserEvent) {
  await user.click(screen.getByRole("radio", { name: "SUV" }));
  await screen.findByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" });
}

const cartLine = () => within(screen.getByRole("group", { name: "Deluxe Wash" }));
const balance = () => screen.getByTestId("pos-balance").textContent;

describe("point of sale", { timeout: 45_000 }, () => {
  it("builds the cart from tile taps at the vehicle type's price", async () => {
    mockPosServer();
    const { user } = await openPos();
    expect(screen.getByRole("button", { name: "Add Deluxe Wash, from $20.00, WASH-DLX" })).toBeTruthy();
    await chooseSuv(user);

    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    // Two taps, one line of two. Per unit: $28.00 + 8.875 % ($2.485, rounded half away from zero
    // to $2.49) = $30.49; two = $60.98.
    expect(screen.getAllByRole("group", { name: "Deluxe Wash" })).toHaveLength(1);
    expect(cartLine().getByLabelText("Quantity of Deluxe Wash").textContent).toBe("2");
    expect(cartLine().getByLabelText("Line total of Deluxe Wash").textContent).toBe("$60.98");
    expect(balance()).toBe("$60.98");

    await user.click(cartLine().getByRole("button", { name: "Decrease quantity of Deluxe Wash" }));
    expect(cartLine().getByLabelText("Line total of Deluxe Wash").textContent).toBe("$30.49");
    expect(cartLine().getByRole("button", { name: "Decrease quantity of Deluxe Wash" })).toHaveProperty("disabled", true);
    await user.click(cartLine().getByRole("button", { name: "Increase quantity of Deluxe Wash" }));
    expect(balance()).toBe("$60.98");
  });

  it("looks a customer up by plate: the lookup loads when the box is reached, and nothing typed meanwhile is lost", async () => {
    const { fetchMock } = mockPosServer();
    const { user } = await openPos();
    // Typed straight away, before the lookup's code can have arrived.
    const box = screen.getByRole("combobox", { name: "Customer" });
    box.focus();
    fireEvent.change(box, { target: { value: "SUV1" } });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Customer" })).toHaveProperty("value", "SUV1"));
    await user.click(await screen.findByRole("option", { name: /^Jane Doe/ }, SLOW));
    expect(await screen.findByText("Jane Doe")).toBeTruthy();
    // Her vehicle is chosen, so its type sets the prices.
    await screen.findByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }, SLOW);
    const searched = fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost").searchParams).filter((params) => params.has("search"));
    expect(searched.at(-1)?.get("search")).toBe("SUV1");
  });

  it("searches the whole catalog for typed or scanned text, whatever category is showing", async () => {
    const { searches } = mockPosServer();
    const { user } = await openPos();
    expect(searches[0]?.getAll("categories")).toEqual(["service"]);
    await user.type(screen.getByLabelText("Search products"), "RT-AF");
    await waitFor(() => expect(searches.at(-1)?.get("text")).toBe("RT-AF"));
    expect(searches.at(-1)?.getAll("categories")).toEqual([]);
  });

  it("shows a cashier every category in use as a chip, not only those of the first tiles", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Cashier", permission: cashierPermission, isOwner: false }));
    mockPosServer();
    const { user } = await openPos();
    // The first tiles are all washes; Add-ons comes from the catalog's categories.
    const categories = within(screen.getByRole("group", { name: "Categories" }));
    await user.click(await categories.findByRole("button", { name: "Add-ons" }));
    expect(categories.getByRole("button", { name: "Add-ons" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows the change due for a quick cash amount", async () => {
    mockPosServer();
    const { user } = await openPos();
    await chooseSuv(user);
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));

    const quick = within(screen.getByRole("group", { name: "Quick cash" }));
    expect(quick.getAllByRole("button").map((button) => button.textContent)).toEqual(["Exact $30.49", "$31.00", "$35.00", "$40.00", "$50.00"]);
    await user.click(quick.getByRole("button", { name: "Cash $40.00" }));
    expect(screen.getByLabelText("Change due $9.51")).toBeTruthy();
    expect(balance()).toBe("$0.00");
  });

  it("leaves the right balance after a split payment", async () => {
    mockPosServer();
    const { user } = await openPos();
    await chooseSuv(user);
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));

    await user.click(screen.getByRole("radio", { name: "Card" }));
    await user.type(screen.getByLabelText(/^Amount/, { selector: "input" }), "10");
    await user.click(screen.getByRole("button", { name: "Take $10.00 by Card" }));
    await user.click(await screen.findByRole("button", { name: "No tip" }));
    expect(balance()).toBe("$20.49");
    expect(within(screen.getByRole("table", { name: "Payments taken" })).getByText("Card")).toBeTruthy();

    // The rest in cash, exactly: nothing left, and the sale can be completed.
    await user.click(screen.getByRole("radio", { name: "Cash" }));
    await user.click(screen.getByRole("button", { name: "Exact cash $20.49" }));
    expect(balance()).toBe("$0.00");
    expect(screen.getByRole("button", { name: "Complete sale" })).toHaveProperty("disabled", false);
  });

  it("sends the register session and keeps one Idempotency-Key across a retry after a failure", async () => {
    const { posts } = mockPosServer({
      create: (attempt) =>
        attempt === 1
          ? jsonResponse(envelope(null, { status: 503, message: "Service Unavailable" }))
          : jsonResponse(envelope(makeSale({ registerSessionId: SESSION_ID }), { message: "Sale saved." })),
    });
    const { user } = await openPos();
    await chooseSuv(user);
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    await user.click(screen.getByRole("button", { name: "Exact cash $30.49" }));

    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    expect(await screen.findByText("Service Unavailable. The cart is kept: tap Complete sale to try again.", {}, SLOW)).toBeTruthy();
    // The cart is still there for the retry.
    expect(cartLine().getByLabelText("Quantity of Deluxe Wash").textContent).toBe("1");

    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await screen.findByRole("heading", { name: "Sale #7 complete" }, SLOW);
    expect(posts).toHaveLength(2);
    expect(posts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(posts[0]?.body).toMatchObject({
      registerSessionId: SESSION_ID,
      vehicleType: "SUV",
      expectedAmount: 3049,
      lines: [{ productId: deluxeWash.id, quantity: 1 }],
      payments: [{ method: 0, amount: 3049, tip: 0, tendered: 3049 }],
    });

    // One tap to an empty cart, with a new key for the next sale.
    await user.click(screen.getByRole("button", { name: "New sale" }));
    expect(await screen.findByText("Tap a service to add it.")).toBeTruthy();
    // A new sale is a new vehicle: the wash asks its type again.
    await user.click(screen.getByRole("button", { name: /^Add Deluxe Wash/ }));
    await user.click(screen.getByRole("button", { name: "Sedan, $20.00" }));
    await user.click(screen.getByRole("button", { name: /^Exact cash/ }));
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitFor(() => expect(posts).toHaveLength(3), SLOW);
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });

  it("shows the done panel's frame while the sale is on its way, then fills in the answered sale", async () => {
    let answer: (response: Response) => void = () => undefined;
    mockPosServer({ create: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await openPos();
    await chooseSuv(user);
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    await user.click(screen.getByRole("button", { name: "Cash $40.00" }));

    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    // At once, before any answer: the panel with a sign of progress, the selling screen out of sight.
    const panel = within(screen.getByRole("region", { name: "Completing sale…" }));
    expect(panel.getByLabelText("Waiting for the server")).toBeTruthy();
    expect(panel.getByText("Saving the sale… the cart is kept until the server answers.")).toBeTruthy();
    expect(panel.getByRole("button", { name: "New sale" })).toHaveProperty("disabled", true);
    expect(panel.getByRole("button", { name: "Print receipt" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: "Complete sale" })).toBeNull();
    expect(screen.queryByRole("heading", { name: /^Sale #/ })).toBeNull();

    // The answer fills in the sale's own figures.
    answer(
      jsonResponse(
        envelope(
          makeSale({
            registerSessionId: SESSION_ID,
            amount: 3049,
            balance: 0,
            paidTotal: 3049,
            payments: [
              {
                id: "p-1",
                method: PaymentMethod.Cash,
                amount: 3049,
                tip: 0,
                tendered: 4000,
                change: 951,
                reference: "",
                origin: null,
                points: null,
                refundedAmount: 0,
                createdBy: { id: "u-1", name: "Casey Counter" },
                createdAt: "2025-03-05T15:07:00.000Z",
              },
            ],
          }),
          { message: "Sale saved." },
        ),
      ),
    );
    const done = within(await screen.findByRole("region", { name: "Sale #7 complete" }, SLOW));
    expect(done.getByLabelText("Change due $9.51")).toBeTruthy();
    expect(done.getByText("Total $30.49")).toBeTruthy();
    expect(done.queryByLabelText("Waiting for the server")).toBeNull();
    expect(done.getByRole("button", { name: "Print receipt" })).toHaveProperty("disabled", false);
    const newSale = done.getByRole("button", { name: "New sale" });
    expect(newSale).toHaveProperty("disabled", false);
    await waitFor(() => expect(document.activeElement).toBe(newSale));

    // The next sale's tap shows the frame again, never the last sale's figures.
    await user.click(newSale);
    await user.click(await screen.findByRole("button", { name: /^Add Deluxe Wash/ }));
    await user.click(screen.getByRole("button", { name: "Sedan, $20.00" }));
    await user.click(screen.getByRole("button", { name: /^Exact cash/ }));
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    expect(screen.getByRole("heading", { name: "Completing sale…" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Sale #7 complete" })).toBeNull();
    answer(jsonResponse(envelope(makeSale({ registerSessionId: SESSION_ID, number: 8 }), { message: "Sale saved." })));
    expect(await screen.findByRole("heading", { name: "Sale #8 complete" }, SLOW)).toBeTruthy();
  });

  it("brings a refused sale back to the selling screen with its cart, its payments and the refusal", async () => {
    let refuse: (response: Response) => void = () => undefined;
    const { posts } = mockPosServer({
      create: (attempt) =>
        attempt === 1
          ? new Promise<Response>((resolve) => (refuse = resolve))
          : jsonResponse(envelope(makeSale({ registerSessionId: SESSION_ID }), { message: "Sale saved." })),
    });
    const { user } = await openPos();
    await chooseSuv(user);
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    await user.click(screen.getByRole("button", { name: "Cash $40.00" }));
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    expect(screen.getByRole("heading", { name: "Completing sale…" })).toBeTruthy();

    refuse(jsonResponse(envelope(null, { status: 422, message: "The price of Deluxe Wash changed" })));
    expect(await screen.findByText("The price of Deluxe Wash changed. The cart is kept: tap Complete sale to try again.", {}, SLOW)).toBeTruthy();
    // The panel is gone, the cart and its cash payment are as they were.
    expect(screen.queryByRole("heading", { name: "Completing sale…" })).toBeNull();
    expect(cartLine().getByLabelText("Quantity of Deluxe Wash").textContent).toBe("1");
    expect(within(screen.getByRole("table", { name: "Payments taken" })).getByText("Cash")).toBeTruthy();
    expect(screen.getByLabelText("Change due $9.51")).toBeTruthy();
    expect(balance()).toBe("$0.00");
    const complete = screen.getByRole("button", { name: "Complete sale" });
    await waitFor(() => expect(document.activeElement).toBe(complete));

    // The retry is the same sale to the server: same key, same body.
    await user.click(complete);
    await screen.findByRole("heading", { name: "Sale #7 complete" }, SLOW);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.key).toBe(posts[0]?.key);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
  });

  it("turns into the no-register panel when the server says the drawer was closed, whatever its words", async () => {
    let open = true;
    mockPosServer({
      registerOpen: () => open,
      create: () => {
        open = false;
        return jsonResponse(envelope(null, { status: 409, message: "Closed at the other counter.", code: registerRefusals.sessionClosed.code }));
      },
    });
    const { user } = await openPos();
    await user.click(screen.getByRole("button", { name: /^Add Deluxe Wash/ }));
    await user.click(screen.getByRole("button", { name: "Sedan, $20.00" }));
    await user.click(screen.getByRole("button", { name: /^Exact cash/ }));
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    expect(await screen.findByRole("heading", { name: "No register is open on this station" }, SLOW)).toBeTruthy();
  });

  it("brings the cart back after a reload", async () => {
    mockPosServer();
    const first = await openPos();
    await chooseSuv(first.user);
    await first.user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    first.unmount();

    await openPos();
    expect(cartLine().getByLabelText("Line total of Deluxe Wash").textContent).toBe("$30.49");
    expect(screen.getByRole("radio", { name: "SUV" })).toHaveProperty("checked", true);
  });

  it("asks for an open register before selling", async () => {
    mockPosServer({ registerOpen: false });
    renderApp("/sales/pos");
    expect(await screen.findByRole("heading", { name: "No register is open on this station" }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open a register" }).getAttribute("href")).toBe("/registers/open");
    expect(screen.queryByRole("button", { name: /^Add Deluxe Wash/ })).toBeNull();
  });
});
