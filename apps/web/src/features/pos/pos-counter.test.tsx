import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ItemKind, permissionFromPaths, type ProductSearchResult, type Register } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { readStationRegisterId, setStationRegisterId } from "../registers";
import { deluxeWash } from "../sales/sale-test-data";
import { frontRegister, mockPosServer, REGISTER_ID } from "./pos-test-server";
import { cartStorageKey } from "./use-pos-cart";

// The counter of a tablet: which drawer it sells into, and what a tap on a tile asks first.

const BACK_ID = "5a1e0000-0000-4000-8000-0000000000e2";
const backBay = (open = true): Register => ({
  id: BACK_ID,
  name: "Back bay",
  openSession: open
    ? { id: "5a1e0000-0000-4000-8000-0000000000f2", number: 3, openedAt: "2025-03-05T13:00:00.000Z", openedBy: { id: "u-2", name: "Robin Bay" } }
    : null,
});

const tireShine: ProductSearchResult = {
  ...deluxeWash,
  id: "5a1e0000-0000-4000-8000-0000000000b2",
  _id: "5a1e0000-0000-4000-8000-0000000000b2",
  name: "Tire Shine",
  code: "ADD-TIRE",
  category: "Add-ons",
  price: 400,
  vehiclePrices: {},
  tax: { type: 0, method: 0, rate: 0 },
};
const tiles = () => screen.getByRole("list", { name: "Products" });

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  setStationRegisterId(null);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  localStorage.removeItem(cartStorageKey(REGISTER_ID));
  localStorage.removeItem(cartStorageKey(BACK_ID));
  vi.unstubAllGlobals();
});

describe("the counter's register", { timeout: 45_000 }, () => {
  it("sells straight away on a fresh device when exactly one register is open, and names it where it can be changed", async () => {
    mockPosServer({ registers: () => [frontRegister(true), backBay(false)] });
    const { user } = renderApp("/sales/pos");
    await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
    expect(screen.queryByRole("heading", { name: /register/i })).toBeNull();
    // The device now belongs to that drawer: a reload comes back to it.
    await waitFor(() => expect(readStationRegisterId()).toBe(REGISTER_ID));

    await user.click(screen.getByRole("button", { name: "Front counter" }));
    const menu = await screen.findByRole("menu", {}, { timeout: 5000 });
    expect(within(menu).getByRole("menuitem", { name: "Back bay (closed)" })).toHaveProperty("disabled", true);
  });

  it("asks which register with one tap when several are open", async () => {
    mockPosServer({ registers: () => [frontRegister(true), backBay(true)] });
    const { user } = renderApp("/sales/pos");
    await screen.findByRole("heading", { name: "Which register is this station?" }, { timeout: 10_000 });
    const choices = within(screen.getByRole("group", { name: "Open registers" }));
    expect(choices.getAllByRole("button").map((button) => button.textContent)).toEqual(["Front counter", "Back bay"]);

    await user.click(choices.getByRole("button", { name: "Back bay" }));
    await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 5000 });
    expect(screen.getByRole("button", { name: "Back bay" })).toBeTruthy();
    expect(readStationRegisterId()).toBe(BACK_ID);
  });

  it("offers the open registers when this station's own is closed", async () => {
    setStationRegisterId(REGISTER_ID);
    mockPosServer({ registers: () => [frontRegister(false), backBay(true)] });
    renderApp("/sales/pos");
    await screen.findByRole("heading", { name: "Which register is this station?" }, { timeout: 10_000 });
    expect(screen.getByText("Front counter is closed. Tap the open register this station sells into.")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Open registers" })).getAllByRole("button")).toHaveLength(1);
  });

  it("shows someone who sells but may not close the drawer no way to close it", async () => {
    const seller = permissionFromPaths(["sales.pos.new", "sales.pos.list"]);
    useSessionStore.getState().setSession(signedInSession({ name: "Seller", permission: seller, isOwner: false }));
    setStationRegisterId(REGISTER_ID);
    mockPosServer();
    renderApp("/sales/pos");
    await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
    expect(screen.queryByRole("button", { name: "Register" })).toBeNull();
    expect(screen.queryByText("Close register")).toBeNull();
  });
});

describe("the counter's tiles", { timeout: 45_000 }, () => {
  beforeEach(() => setStationRegisterId(REGISTER_ID));

  it("asks a walk-in's vehicle type before a service priced by it goes into the cart", async () => {
    mockPosServer({ tiles: [deluxeWash, tireShine] });
    const { user } = renderApp("/sales/pos");
    // No type yet: the tile says what it costs at least, not the base price as if it were the price.
    await user.click(await screen.findByRole("button", { name: "Add Deluxe Wash, from $20.00, WASH-DLX" }, { timeout: 10_000 }));

    const dialog = screen.getByRole("dialog", { name: "Vehicle type for Deluxe Wash" });
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual(["Sedan, $20.00", "SUV, $28.00", "Large SUV, $20.00", "Large pickup, $20.00", "Van, $20.00", "Cancel"]);
    expect(screen.getByText("Tap a service to add it.")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "SUV, $28.00" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    // $28.00 + 8.875 % tax.
    expect(within(screen.getByRole("group", { name: "Deluxe Wash" })).getByLabelText("Line total of Deluxe Wash").textContent).toBe("$30.49");
    expect(screen.getByRole("radio", { name: "SUV" })).toHaveProperty("checked", true);
    // The type is known now: the next tap adds without asking.
    await user.click(screen.getByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(within(screen.getByRole("group", { name: "Deluxe Wash" })).getByLabelText("Quantity of Deluxe Wash").textContent).toBe("2");
  });

  it("puts a product without type prices straight in, and a cancelled type choice adds nothing", async () => {
    mockPosServer({ tiles: [deluxeWash, tireShine] });
    const { user } = renderApp("/sales/pos");
    await user.click(await screen.findByRole("button", { name: "Add Deluxe Wash, from $20.00, WASH-DLX" }, { timeout: 10_000 }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Tap a service to add it.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add Tire Shine, $4.00, ADD-TIRE" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("group", { name: "Tire Shine" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Any" })).toHaveProperty("checked", true);
  });

  it("asks for the tiles in the counter's order and shows them in it", async () => {
    // The server's order: the favourite (Deluxe Wash) first, then by position.
    const { searches } = mockPosServer({
      tiles: [
        deluxeWash,
        tireShine,
        { ...tireShine, id: "x3", _id: "x3", name: "A Long Named Interior Vacuum With Extras", code: "ADD-VAC", kind: ItemKind.Service },
      ],
    });
    renderApp("/sales/pos");
    await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
    expect(searches[0]?.get("order")).toBe("counter");
    expect(
      within(tiles())
        .getAllByRole("button")
        .map((button) => button.querySelector("span")?.textContent),
    ).toEqual(["Deluxe Wash", "Tire Shine", "A Long Named Interior Vacuum With Extras"]);
  });
});
