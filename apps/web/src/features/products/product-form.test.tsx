import { configure, screen, waitFor, within } from "@testing-library/react";
import { DiscountType, ItemKind, messages, ReportRole, TaxMethod, TaxType, type ProductInput, type ProductPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash } from "./product-test-data";

// The whole app renders (router, lazy pages, Mantine): on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const tireShine = {
  _id: "7d1f7f0e-3c1a-4a55-9d6e-0a0000000009",
  id: "7d1f7f0e-3c1a-4a55-9d6e-0a0000000009",
  name: "Tire Shine",
  code: "ADD-TIRE",
  kind: ItemKind.Service,
  price: 400,
};

/** The server of these tests: categories, the product search, and a POST that answers the saved product. */
function mockServer(save: (body: ProductInput) => Response = () => jsonResponse(envelope(deluxeWash, { message: "Product saved." }))) {
  const posted: ProductInput[] = [];
  const searches: URLSearchParams[] = [];
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/products/categories") return jsonResponse(envelope(["Washes", "Retail"]));
    if (pathname === "/api/search/product") {
      searches.push(searchParams);
      return jsonResponse(envelope({ count: 1, results: [tireShine] }));
    }
    if (pathname === "/api/products" && init.method === "POST") {
      const { product } = JSON.parse(String(init.body)) as { product: ProductInput };
      posted.push(product);
      return save(product);
    }
    if (pathname === "/api/products") {
      const page: ProductPage = { items: [], total: 0, page: 1, pageSize: 25 };
      return jsonResponse(envelope(page));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { fetchMock, posted, searches };
}

async function openForm() {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  const rendered = renderApp("/products/new");
  await screen.findByRole("heading", { level: 1, name: "Add Product" });
  await screen.findByRole("button", { name: "Save product" });
  return rendered;
}

type User = Awaited<ReturnType<typeof openForm>>["user"];

const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });
const combobox = (name: string) => screen.getByRole<HTMLInputElement>("combobox", { name });

async function choose(user: User, field: string, option: string) {
  await user.click(combobox(field));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function fillBasics(user: User, { name = "Foam Wash", code = "WASH-FOAM", price = "18" } = {}) {
  await user.type(textbox("Name"), name);
  await user.type(textbox("Code"), code);
  await user.type(textbox("Price"), price);
}

// Each test drives the whole app through many keystrokes.
describe("product form", { timeout: 30_000 }, () => {
  it("asks for name, code and price in the words of docs/product.md, and sends nothing", async () => {
    const { posted } = mockServer();
    const { user } = await openForm();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findAllByText("Field is required!")).toHaveLength(3);
    expect(posted).toEqual([]);
  });

  it("refuses a code with a space", async () => {
    mockServer();
    const { user } = await openForm();
    await fillBasics(user, { code: "WASH 1" });
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("No Space is accepted!")).toBeTruthy();
  });

  it("keeps the tax method disabled and the rate hidden until a tax type is set; the rate reads $ or %", async () => {
    mockServer();
    const { user } = await openForm();
    expect(combobox("Tax method").disabled).toBe(true);
    expect(screen.queryByRole("textbox", { name: "Tax rate" })).toBeNull();

    await choose(user, "Tax type", "Fixed");
    expect(combobox("Tax method").disabled).toBe(false);
    expect(within(textbox("Tax rate").parentElement!).getByText("$")).toBeTruthy();

    await choose(user, "Tax type", "Percentage");
    expect(within(textbox("Tax rate").parentElement!).getByText("%")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    // Name, code, price and the tax rate.
    expect(await screen.findAllByText("Field is required!")).toHaveLength(4);
  });

  it("sends 8.875 % as 8875 thousandths, and refuses a rate with more decimals", async () => {
    const { posted } = mockServer();
    const { user } = await openForm();
    await fillBasics(user);
    await choose(user, "Tax type", "Percentage");
    await user.type(textbox("Tax rate"), "8.8755");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Only Number!")).toBeTruthy();

    await user.type(textbox("Tax rate"), "{Backspace}");
    await choose(user, "Tax method", "Inclusive");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.tax).toEqual({ type: TaxType.Percentage, method: TaxMethod.Inclusive, rate: 8875 });
  });

  it("refuses a fixed default discount above the price", async () => {
    const { posted } = mockServer();
    const { user } = await openForm();
    expect(screen.queryByRole("textbox", { name: "Discount rate" })).toBeNull();
    await fillBasics(user, { price: "10" });
    await choose(user, "Default discount", "Fixed");
    await user.type(textbox("Discount rate"), "12.5");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Discount can't be more than the price!")).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it("sends a percentage default discount in thousandths", async () => {
    const { posted } = mockServer();
    const { user } = await openForm();
    await fillBasics(user, { price: "10" });
    await choose(user, "Default discount", "Percentage");
    await user.type(textbox("Discount rate"), "12.5");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.discount).toEqual({ type: DiscountType.Percentage, rate: 12500 });
  });

  it("asks a service for prices per vehicle type, a standard product for stock, a combo for its products", async () => {
    mockServer();
    const { user } = await openForm();
    expect(combobox("Kind").value).toBe("Service");
    for (const name of ["Sedan price", "SUV price", "Large SUV price", "Large pickup price", "Van price"]) expect(textbox(name)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Stock" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Add product" })).toBeNull();
    expect(combobox("Counts as").value).toBe("None");
    // An empty vehicle price shows the base price it will charge.
    await user.type(textbox("Price"), "18");
    expect(textbox("Van price").placeholder).toBe("18.00");

    await choose(user, "Kind", "Standard");
    expect(textbox("Stock")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "SUV price" })).toBeNull();
    // A retail good is no package nor add-on: the sales report does not ask.
    expect(screen.queryByRole("combobox", { name: "Counts as" })).toBeNull();

    await choose(user, "Kind", "Combo");
    expect(combobox("Add product")).toBeTruthy();
    expect(combobox("Counts as")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Stock" })).toBeNull();
  });

  it("saves a service with an SUV price, leaving the other types at the base price, then lists products", async () => {
    const { posted } = mockServer();
    const { user, router } = await openForm();
    await fillBasics(user, { name: "Foam Wash", code: "WASH-FOAM", price: "18" });
    await user.type(combobox("Category"), "Washes");
    await user.type(textbox("Cost"), "2.50");
    await user.type(textbox("SUV price"), "22");
    await choose(user, "Counts as", "Premium package");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(posted).toEqual([
      {
        kind: ItemKind.Service,
        name: "Foam Wash",
        code: "WASH-FOAM",
        category: "Washes",
        image: null,
        description: "",
        price: 1800,
        cost: 250,
        tax: { type: TaxType.NoTax, method: TaxMethod.Exclusive, rate: 0 },
        discount: { type: DiscountType.NoDiscount, rate: 0 },
        vehiclePrices: { SUV: 2200 },
        active: true,
        favourite: false,
        position: null,
        reportRole: ReportRole.PremiumPackage,
        comboItems: [],
        durationMinutes: null,
        bookableOnline: false,
      },
    ]);
  });

  it("places the product's tile on the counter: a favourite at a position, and refuses a place that is not a whole number from 1", async () => {
    const { posted } = mockServer();
    const { user, router } = await openForm();
    await fillBasics(user, { name: "Foam Wash", code: "WASH-FOAM", price: "18" });
    await user.click(screen.getByRole("switch", { name: /^Favourite/ }));
    await user.type(textbox("Position"), "0");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("A place on the counter is from 1 to 9999.")).toBeTruthy();
    await user.clear(textbox("Position"));
    await user.type(textbox("Position"), "1.5");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText(messages.notFraction)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(textbox("Position"));
    await user.type(textbox("Position"), "2");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(posted[0]).toMatchObject({ name: "Foam Wash", favourite: true, position: 2 });
  });

  it("asks a service how long it takes in a bay, on the 15-minute grid, and whether it is bookable online only with a duration", async () => {
    const { posted } = mockServer();
    const { user, router } = await openForm();
    await fillBasics(user, { name: "Full Detail", code: "DETAIL", price: "150" });
    const duration = textbox("Duration (minutes)");
    await user.click(screen.getByRole("switch", { name: /^Bookable online/ }));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Set how long it takes before offering it for online booking.")).toBeTruthy();
    await user.type(duration, "50");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Enter a length in steps of 15 minutes, up to 12 hours, or leave it empty.")).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(duration);
    await user.type(duration, "90");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(posted[0]).toMatchObject({ name: "Full Detail", durationMinutes: 90, bookableOnline: true });
  });

  it("does not ask a standard product for a duration", async () => {
    mockServer();
    const { user } = await openForm();
    await choose(user, "Kind", "Standard");
    expect(screen.queryByRole("textbox", { name: "Duration (minutes)" })).toBeNull();
    expect(screen.queryByRole("switch", { name: /^Bookable online/ })).toBeNull();
  });

  it("saves a standard product's stock in whole units", async () => {
    const { posted } = mockServer();
    const { user } = await openForm();
    await choose(user, "Kind", "Standard");
    await fillBasics(user, { name: "Towel", code: "MFT" });
    await user.type(textbox("Stock"), "2.5");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("Can't be Fraction!")).toBeTruthy();
    await user.clear(textbox("Stock"));
    await user.type(textbox("Stock"), "30");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ kind: ItemKind.Standard, stock: 30, vehiclePrices: {} });
  });

  it("builds a combo from searched products, at least one, with quantities", async () => {
    const { posted, searches } = mockServer();
    const { user } = await openForm();
    await choose(user, "Kind", "Combo");
    await fillBasics(user, { name: "Shine Pack", code: "CMB-SHINE", price: "30" });
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("A combo needs at least one product!")).toBeTruthy();

    await user.type(combobox("Add product"), "tire");
    await user.click(await screen.findByRole("option", { name: "Tire Shine · ADD-TIRE" }));
    const lines = within(screen.getByRole("table", { name: "Combo products" }));
    expect(lines.getByText("Tire Shine")).toBeTruthy();
    expect(screen.queryByText("A combo needs at least one product!")).toBeNull();
    // Only standard products and services can be bundled.
    // The picker lists results before the debounced typed search goes out: every search it sent carries the filter.
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) expect(search.getAll("categories")).toEqual(["standard", "service"]);

    const quantity = lines.getByRole("textbox", { name: "Quantity of Tire Shine" });
    await user.clear(quantity);
    await user.type(quantity, "2");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ kind: ItemKind.Combo, comboItems: [{ productId: tireShine.id, quantity: 2 }] });
  });

  it("marks the code when the server says it is taken, and keeps what was typed", async () => {
    const message = "The code WASH-FOAM is already used by Foam Wash.";
    mockServer(() => jsonResponse(envelope({ fields: [{ field: "product.code", message }] }, { status: 400, message }), { status: 409 }));
    const { user, router } = await openForm();
    await fillBasics(user);
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(textbox("Code").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(textbox("Name").value).toBe("Foam Wash");
    expect(router.state.location.pathname).toBe("/products/new");
  });
});
