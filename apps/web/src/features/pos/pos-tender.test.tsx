import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentMethod, TipPresetKind } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { mockPosServer, REGISTER_ID } from "./pos-test-server";
import { cartStorageKey } from "./use-pos-cart";

// Tendering at the counter: cash below the balance splits the sale, errors go with their cause, a
// card asks for a tip first, and each method has one name.

const SLOW = { timeout: 5000 };
/** Where the device keeps its drawer, as Open Register leaves it (registers' station storage). */
const STATION_KEY = "washdesk.station.registerId";

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  localStorage.setItem(STATION_KEY, REGISTER_ID);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  localStorage.removeItem(STATION_KEY);
  localStorage.removeItem(cartStorageKey(REGISTER_ID));
  vi.unstubAllGlobals();
});

/** A Deluxe Wash for an SUV: $28.00 + 8.875 % tax = $30.49 to pay. */
async function ringUpWash() {
  const rendered = renderApp("/sales/pos");
  await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
  await rendered.user.click(screen.getByRole("radio", { name: "SUV" }));
  await rendered.user.click(await screen.findByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
  return rendered;
}

const balance = () => screen.getByTestId("pos-balance").textContent;
const paymentsTaken = () => within(screen.getByRole("table", { name: "Payments taken" }));
const field = (label: string) => screen.getByLabelText(label, { selector: "input" });

async function payByCard(user: UserEvent) {
  await user.click(screen.getByRole("radio", { name: "Card" }));
  await user.click(screen.getByRole("button", { name: /^Take \$[\d.,]+ by Card$/ }));
}

describe("tendering at the counter", { timeout: 45_000 }, () => {
  it("takes cash handed over below the balance and leaves the rest for a card: one sale, two payments", async () => {
    const { posts } = mockPosServer();
    const { user } = await ringUpWash();

    await user.type(field("Cash tendered"), "20");
    expect(screen.getByText("Takes $20.00 in cash; $10.49 left for another method")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Take cash" }));
    expect(balance()).toBe("$10.49");
    expect(paymentsTaken().getByRole("row").textContent).toContain("Cash$20.00");
    // The one-tap amounts stay, now for what is left.
    expect(screen.getByRole("button", { name: "Exact cash $10.49" })).toBeTruthy();

    await payByCard(user);
    await user.click(await screen.findByRole("button", { name: "No tip" }));
    expect(balance()).toBe("$0.00");
    expect(
      paymentsTaken()
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining("Cash$20.00"), expect.stringContaining("Card$10.49")]);

    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await screen.findByRole("heading", { name: "Sale #7 complete" }, SLOW);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body.payments).toEqual([
      { method: PaymentMethod.Cash, amount: 2000, tip: 0, tendered: 2000, reference: "" },
      { method: PaymentMethod.CreditCard, amount: 1049, tip: 0, reference: "" },
    ]);
  });

  it("clears an error as soon as its cause is gone", async () => {
    mockPosServer();
    const { user } = await ringUpWash();

    await user.type(field("Amount"), "40");
    await user.click(screen.getByRole("button", { name: "Exact cash $40.00" }));
    const overBalance = "The payment of $40.00 is more than the balance of $30.49.";
    expect(screen.getByText(overBalance)).toBeTruthy();
    expect(balance()).toBe("$30.49");
    await user.clear(field("Amount"));
    await user.type(field("Amount"), "30");
    expect(screen.queryByText(overBalance)).toBeNull();

    await user.type(field("Cash tendered"), "0");
    await user.click(screen.getByRole("button", { name: "Take cash" }));
    expect(screen.getByText("Minimum 0.01 !")).toBeTruthy();
    await user.clear(field("Cash tendered"));
    expect(screen.queryByText("Minimum 0.01 !")).toBeNull();
  });

  it("adds a preset tip in cents: 20 % of $30.49 is $6.10", async () => {
    const { posts } = mockPosServer();
    const { user } = await ringUpWash();
    await payByCard(user);
    const prompt = within(await screen.findByRole("group", { name: "Add a tip to the Card payment of $30.49?" }));
    expect(prompt.getAllByRole("button").map((button) => button.getAttribute("aria-label") ?? button.textContent)).toEqual([
      "Tip 15%, $4.57",
      "Tip 20%, $6.10",
      "Tip 25%, $7.62",
      "No tip",
      "Custom tip",
      "Back to the payment",
    ]);
    await user.click(prompt.getByRole("button", { name: "Tip 20%, $6.10" }));

    expect(balance()).toBe("$0.00");
    expect(paymentsTaken().getByRole("row").textContent).toContain("Tip $6.10");
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    expect(posts[0]?.body.payments).toEqual([{ method: PaymentMethod.CreditCard, amount: 3049, tip: 610, reference: "" }]);
  });

  it("takes a custom tip, asking for it until one is typed", async () => {
    const { posts } = mockPosServer();
    const { user } = await ringUpWash();
    await payByCard(user);
    await user.click(await screen.findByRole("button", { name: "Custom tip" }));
    await user.click(screen.getByRole("button", { name: "Take $30.49 by Card" }));
    expect(screen.getByText("Type the tip, or choose No tip.")).toBeTruthy();
    await user.type(field("Custom tip"), "4.25");
    expect(screen.queryByText("Type the tip, or choose No tip.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Take $34.74 by Card" }));

    expect(paymentsTaken().getByRole("row").textContent).toContain("Tip $4.25");
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    expect(posts[0]?.body.payments).toEqual([{ method: PaymentMethod.CreditCard, amount: 3049, tip: 425, reference: "" }]);
  });

  it("offers the shop's own presets, and no tip adds nothing", async () => {
    const { posts } = mockPosServer({ paymentProfile: { tipPresets: { kind: TipPresetKind.Amount, values: [200, 500] } } });
    const { user } = await ringUpWash();
    await payByCard(user);
    expect(await screen.findByRole("button", { name: "Tip $2.00" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tip $5.00" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /%/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "No tip" }));

    expect(paymentsTaken().getByRole("row").textContent).not.toContain("Tip");
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitFor(() => expect(posts).toHaveLength(1), SLOW);
    expect(posts[0]?.body.payments).toEqual([{ method: PaymentMethod.CreditCard, amount: 3049, tip: 0, reference: "" }]);
  });

  it("calls a card payment Card on the method, the button and the list alike", async () => {
    mockPosServer();
    const { user } = await ringUpWash();
    await payByCard(user);
    await user.click(await screen.findByRole("button", { name: "No tip" }));
    expect(paymentsTaken().getByRole("cell", { name: "Card" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Card payment of $30.49" })).toBeTruthy();
    expect(screen.queryByText(/credit card/i)).toBeNull();
  });
});
