import { screen, waitFor, within } from "@testing-library/react";
import type { Attachment, Purchase, PurchaseInputValue, ProductSearchResult, Vendor } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { renderWithQuery } from "../../testing/render-with-query";
import { PURCHASE_DIALOG_WIDTH, PurchaseDialog } from "./purchase-dialog";
import { nowInZone } from "./purchase-draft";

const TOWELS = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const WAX = "9a1d2f3e-4b5c-4d6e-8f70-81a2b3c4d5e6";
const VENDOR = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const FILE_ID = "0e5b8a8c-2c1f-4b3a-9d4e-5f6a7b8c9d0e";

const products: ProductSearchResult[] = [
  {
    id: TOWELS,
    _id: TOWELS,
    name: "Microfiber Towels",
    code: "MFT-3",
    category: "Retail",
    image: null,
    price: 1299,
    cost: 1000,
    tax: { type: 1, method: 0, rate: 8875 },
  },
  { id: WAX, _id: WAX, name: "Carnauba Wax", code: "WAX-16", category: "Retail", image: null, price: 999, cost: 499, tax: { type: 1, method: 0, rate: 8875 } },
];
const receipt: Attachment = {
  downloadURL: `/api/files/${FILE_ID}`,
  thumbURL: `/api/files/${FILE_ID}/thumb`,
  mimeType: "image/png",
  originalName: "receipt.png",
};
const newVendor: Vendor = {
  id: "4a2504e0-4f89-41d3-9a0c-0305e82c3302",
  company: "Fresh Scents",
  representative: "",
  email: "",
  phone: "5550103102",
  website: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  notes: "",
  createdBy: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function purchaseFrom(body: PurchaseInputValue): Purchase {
  return {
    id: "p-1",
    date: body.date,
    vendor: { id: body.vendor, company: "Acme Towels" },
    paidBy: body.paidBy,
    amount: body.amount,
    subTotal: 0,
    discountTotal: 0,
    taxTotal: 0,
    products: [],
    attachments: body.attachments,
    notes: body.notes,
    createdBy: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

interface ServerOptions {
  /** Answers POST /api/purchases; by default it echoes the purchase. */
  save?: (body: PurchaseInputValue) => Response | Promise<Response>;
}

function mockServer({ save = (body) => jsonResponse(envelope(purchaseFrom(body), { message: "Purchase saved." })) }: ServerOptions = {}) {
  return mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/search/vendor") {
      const text = (searchParams.get("text") ?? "").toLowerCase();
      const results = [{ id: VENDOR, _id: VENDOR, company: "Acme Towels", representative: "Robin", email: "", phone: "5550103101" }].filter((v) =>
        v.company.toLowerCase().includes(text),
      );
      return jsonResponse(envelope({ count: results.length, results }));
    }
    if (pathname === "/api/search/product") {
      const excludes = searchParams.getAll("excludes");
      const text = (searchParams.get("text") ?? "").toLowerCase();
      const results = products.filter((p) => !excludes.includes(p.id) && (p.name ?? "").toLowerCase().includes(text));
      return jsonResponse(envelope({ count: results.length, results }));
    }
    if (pathname === "/api/aws/files") return jsonResponse(envelope([receipt]));
    if (pathname === "/api/purchases/vendors") return jsonResponse(envelope(newVendor, { message: "Vendor saved." }));
    if (pathname === "/api/purchases" && init.method === "POST") return save((JSON.parse(String(init.body)) as { purchase: PurchaseInputValue }).purchase);
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

function renderDialog() {
  const saved: Purchase[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <PurchaseDialog
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        onSaved={(purchase) => saved.push(purchase)}
      />
    );
  }
  return { ...renderWithQuery(<Harness />), saved, onClose };
}

type User = ReturnType<typeof renderDialog>["user"];

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
});
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const dialog = () => within(screen.getByRole("dialog", { name: "Add New Purchase" }));
const input = (label: string | RegExp) => dialog().getByLabelText<HTMLInputElement>(label, { selector: "input, textarea" });
const line = (name: string) => within(dialog().getByRole("group", { name }));
const lineInput = (name: string, label: string | RegExp) => line(name).getByLabelText<HTMLInputElement>(label, { selector: "input" });
const subtotal = (name: string) => dialog().getByLabelText(`Subtotal of ${name}`).textContent;
const amount = () => input(/^Amount/).value;
const posted = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === "/api/purchases" && init?.method === "POST")
    .map(([, init]) => (JSON.parse(String(init?.body)) as { purchase: PurchaseInputValue }).purchase);
const productSearches = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost")).filter((url) => url.pathname === "/api/search/product");

async function chooseVendor(user: User) {
  await user.click(input(/^Vendor/));
  await user.type(input(/^Vendor/), "Acme");
  await user.click(await screen.findByRole("option", { name: "Acme Towels" }, { timeout: 5000 }));
}

async function addProduct(user: User, typed: string, name: string) {
  await user.click(input("Add product"));
  await user.type(input("Add product"), typed);
  // The search waits for typing to pause, then asks the server: on a loaded two-core machine
  // typing, the pause and the answer have taken more than 5 s.
  await user.click(await screen.findByRole("option", { name: new RegExp(`^${name}`) }, { timeout: 12_000 }));
  await screen.findByRole("group", { name }, { timeout: 5000 });
}

async function pick(user: User, name: string, label: string, option: string) {
  await user.click(lineInput(name, label));
  await user.click(await screen.findByRole("option", { name: option }));
}

async function retype(user: User, field: HTMLInputElement, text: string) {
  await user.clear(field);
  if (text !== "") await user.type(field, text);
}

/** The journeys through many selects take longer than jsdom's usual test. */
const LONG = 60_000;

describe("Add New Purchase dialog (docs/product.md §2 dialog 7)", () => {
  it("is 1000px wide, has a labelled close button and every field; the date is now, paid by offers the five methods", async () => {
    mockServer();
    const { user } = renderDialog();
    expect(PURCHASE_DIALOG_WIDTH).toBe(1000);
    const root = screen.getByRole("dialog", { name: "Add New Purchase" }).closest<HTMLElement>(".mantine-Modal-root");
    expect(root?.getAttribute("style")).toContain(`--modal-size: calc(${1000 / 16}rem`);
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    expect(dialog().getByRole("group", { name: /^Date/ })).toBeTruthy();
    for (const label of [/^Vendor/, "Paid by", /^Amount/, "Add product", "Attachments", "Notes"]) expect(input(label)).toBeTruthy();

    // The date-time picker starts at now on the shop's clock (America/New_York in the session).
    const today = nowInZone("America/New_York").slice(0, 10);
    const [year, month, day] = today.split("-");
    expect(dialog().getByDisplayValue(`${month}/${day}/${year}`)).toBeTruthy();

    expect(input("Paid by").value).toBe("Cash");
    await user.click(input("Paid by"));
    const methods = within(await screen.findByRole("listbox"));
    expect(methods.getAllByRole("option").map((option) => option.textContent)).toEqual(["Cash", "Check", "Debit", "Credit", "Other"]);
  });

  it("needs a vendor and an amount: Field is required!, and sends nothing", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findAllByText("Field is required!")).toHaveLength(2);
    expect(input(/^Vendor/).getAttribute("aria-invalid")).toBe("true");
    expect(input(/^Amount/).getAttribute("aria-invalid")).toBe("true");
    expect(posted(fetchMock)).toEqual([]);
  });

  it("refuses an amount under 0.01: Minimum 0.01 !", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await chooseVendor(user);
    await user.type(input(/^Amount/), "0");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Minimum 0.01 !")).toBeTruthy();
    expect(posted(fetchMock)).toEqual([]);
  });

  it("offers standard products only, without those already on the purchase; a product comes in with quantity 1 at its cost", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await addProduct(user, "Micro", "Microfiber Towels");

    const search = productSearches(fetchMock).at(-1)!;
    expect(search.searchParams.getAll("categories")).toEqual(["standard"]);
    expect(search.searchParams.getAll("fields")).toEqual(["name", "code"]);
    expect(search.searchParams.getAll("project")).toEqual(["_id", "name", "category", "price", "cost", "tax", "code", "image"]);
    expect(lineInput("Microfiber Towels", "Quantity").value).toBe("1");
    expect(lineInput("Microfiber Towels", "Price").value).toBe("10.00");
    expect(subtotal("Microfiber Towels")).toBe("$10.00");
    // The amount is the lines': shown, not typed.
    expect(amount()).toBe("10.00");
    expect(input(/^Amount/).disabled).toBe(true);

    // The next search leaves the towels out, so they cannot be added twice.
    await user.click(input("Add product"));
    await user.type(input("Add product"), "a");
    await screen.findByRole("option", { name: /^Carnauba Wax/ });
    await waitFor(() => expect(productSearches(fetchMock).at(-1)?.searchParams.getAll("excludes")).toEqual([TOWELS]));
    expect(screen.queryByRole("option", { name: /^Microfiber Towels/ })).toBeNull();
  });

  it(
    "keeps the tax method disabled and the rate hidden until a tax type is set; the discount rate until a discount type is",
    async () => {
      mockServer();
      const { user } = renderDialog();
      await addProduct(user, "Micro", "Microfiber Towels");
      const towels = line("Microfiber Towels");
      expect(lineInput("Microfiber Towels", "Tax type").value).toBe("No tax");
      expect(lineInput("Microfiber Towels", "Tax method").disabled).toBe(true);
      expect(towels.queryByLabelText(/^Tax rate/)).toBeNull();
      expect(lineInput("Microfiber Towels", "Discount type").value).toBe("No discount");
      expect(towels.queryByLabelText(/^Discount \(/)).toBeNull();

      await pick(user, "Microfiber Towels", "Tax type", "Percentage");
      expect(lineInput("Microfiber Towels", "Tax method").disabled).toBe(false);
      expect(lineInput("Microfiber Towels", "Tax rate (%)")).toBeTruthy();
      await pick(user, "Microfiber Towels", "Tax type", "Fixed");
      expect(lineInput("Microfiber Towels", "Tax rate ($)")).toBeTruthy();
      await pick(user, "Microfiber Towels", "Tax type", "No tax");
      expect(lineInput("Microfiber Towels", "Tax method").disabled).toBe(true);
      expect(towels.queryByLabelText(/^Tax rate/)).toBeNull();

      await pick(user, "Microfiber Towels", "Discount type", "Percentage");
      expect(lineInput("Microfiber Towels", "Discount (%)")).toBeTruthy();
      await pick(user, "Microfiber Towels", "Discount type", "Fixed");
      expect(lineInput("Microfiber Towels", "Discount ($)")).toBeTruthy();
      await pick(user, "Microfiber Towels", "Discount type", "No discount");
      expect(towels.queryByLabelText(/^Discount \(/)).toBeNull();
    },
    LONG,
  );

  it(
    "recomputes each line and the amount as price, quantity, discount and tax change, and when a line is removed",
    async () => {
      mockServer();
      const { user } = renderDialog();
      await addProduct(user, "Micro", "Microfiber Towels");
      await addProduct(user, "Carn", "Carnauba Wax");
      expect(amount()).toBe("14.99");

      // Towels, by hand: 3 × $10.00, 10 % off → $9.00, + $0.50 fixed tax → $9.50 each → $28.50.
      await retype(user, lineInput("Microfiber Towels", "Quantity"), "3");
      expect(subtotal("Microfiber Towels")).toBe("$30.00");
      await pick(user, "Microfiber Towels", "Discount type", "Percentage");
      await user.type(lineInput("Microfiber Towels", "Discount (%)"), "10");
      expect(subtotal("Microfiber Towels")).toBe("$27.00");
      await pick(user, "Microfiber Towels", "Tax type", "Fixed");
      await user.type(lineInput("Microfiber Towels", "Tax rate ($)"), "0.50");
      expect(subtotal("Microfiber Towels")).toBe("$28.50");

      // Wax, by hand: 2 × $4.99, 8.875 % tax → $0.442862… → $0.44 each → $5.43 × 2 = $10.86.
      await retype(user, lineInput("Carnauba Wax", "Quantity"), "2");
      await pick(user, "Carnauba Wax", "Tax type", "Percentage");
      await user.type(lineInput("Carnauba Wax", "Tax rate (%)"), "8.875");
      expect(subtotal("Carnauba Wax")).toBe("$10.86");
      // $28.50 + $10.86.
      expect(amount()).toBe("39.36");

      // An inclusive tax is inside the price: nothing is added.
      await pick(user, "Carnauba Wax", "Tax method", "Inclusive");
      expect(subtotal("Carnauba Wax")).toBe("$9.98");
      expect(amount()).toBe("38.48");

      // A new price recomputes: 3 × ($12.00 − 10 % + $0.50) = 3 × $11.30 = $33.90.
      await retype(user, lineInput("Microfiber Towels", "Price"), "12");
      expect(subtotal("Microfiber Towels")).toBe("$33.90");
      expect(amount()).toBe("43.88");

      await user.click(dialog().getByRole("button", { name: "Remove Microfiber Towels" }));
      expect(dialog().queryByRole("group", { name: "Microfiber Towels" })).toBeNull();
      expect(amount()).toBe("9.98");
      await user.click(dialog().getByRole("button", { name: "Remove Carnauba Wax" }));
      // No lines: the amount can be typed again.
      expect(input(/^Amount/).disabled).toBe(false);
    },
    LONG,
  );

  it(
    "holds a line to the minimums: price 0.01, quantity 1 (required), tax rate 0.01",
    async () => {
      const fetchMock = mockServer();
      const { user } = renderDialog();
      await chooseVendor(user);
      await addProduct(user, "Micro", "Microfiber Towels");

      await retype(user, lineInput("Microfiber Towels", "Price"), "0");
      expect(await line("Microfiber Towels").findByText("Minimum 0.01 !")).toBeTruthy();
      expect(subtotal("Microfiber Towels")).toBe("—");
      expect(amount()).toBe("");
      await retype(user, lineInput("Microfiber Towels", "Price"), "10");

      await retype(user, lineInput("Microfiber Towels", "Quantity"), "0");
      expect(await line("Microfiber Towels").findByText("Minimum 1 !")).toBeTruthy();
      await retype(user, lineInput("Microfiber Towels", "Quantity"), "");

      await pick(user, "Microfiber Towels", "Tax type", "Fixed");
      await user.type(lineInput("Microfiber Towels", "Tax rate ($)"), "0");
      expect(await line("Microfiber Towels").findByText("Minimum 0.01 !")).toBeTruthy();

      await user.click(dialog().getByRole("button", { name: "Save" }));
      expect(await line("Microfiber Towels").findByText("Field is required!")).toBeTruthy();
      expect(lineInput("Microfiber Towels", "Quantity").getAttribute("aria-invalid")).toBe("true");
      expect(posted(fetchMock)).toEqual([]);
    },
    LONG,
  );

  it(
    "uploads the chosen files first, saves with their records under 'Saving Purchase...', then closes with the purchase",
    async () => {
      let finish: (response: Response) => void = () => undefined;
      const fetchMock = mockServer({ save: () => new Promise<Response>((resolve) => (finish = resolve)) });
      const { user, saved, onClose } = renderDialog();
      await chooseVendor(user);
      await user.click(input("Paid by"));
      await user.click(await screen.findByRole("option", { name: "Check" }));
      await addProduct(user, "Micro", "Microfiber Towels");
      await retype(user, lineInput("Microfiber Towels", "Quantity"), "3");
      await pick(user, "Microfiber Towels", "Discount type", "Percentage");
      await user.type(lineInput("Microfiber Towels", "Discount (%)"), "10");
      await pick(user, "Microfiber Towels", "Tax type", "Fixed");
      await user.type(lineInput("Microfiber Towels", "Tax rate ($)"), "0.50");
      await user.upload(
        dialog().getByLabelText<HTMLInputElement>("Attachments", { selector: "input" }),
        new File([new Uint8Array([0x89, 0x50])], "receipt.png", { type: "image/png" }),
      );
      await user.type(input("Notes"), "Monthly order");
      await user.click(dialog().getByRole("button", { name: "Save" }));

      expect(await screen.findByText("Saving Purchase...")).toBeTruthy();
      await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls.indexOf("/api/aws/files")).toBeLessThan(urls.indexOf("/api/purchases"));
      const upload = fetchMock.mock.calls.find(([url]) => url === "/api/aws/files")?.[1]?.body as FormData;
      expect(upload.get("path")).toBe("/attachments/purchase");
      expect((upload.getAll("files")[0] as File).name).toBe("receipt.png");

      const body = posted(fetchMock)[0]!;
      expect(body).toMatchObject({ vendor: VENDOR, paidBy: "Check", amount: 2850, attachments: [receipt], notes: "Monthly order" });
      expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(body.products).toEqual([
        { productId: TOWELS, quantity: 3, price: 1000, discount: { type: 1, rate: 10_000 }, tax: { type: 2, method: 0, rate: 50 }, note: "" },
      ]);

      finish(jsonResponse(envelope(purchaseFrom(body), { message: "Purchase saved." })));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(screen.queryByText("Saving Purchase...")).toBeNull();
      expect(saved).toHaveLength(1);
      expect(await screen.findByText("Purchase saved.")).toBeTruthy();
    },
    LONG,
  );

  it("stays open with everything typed when the server refuses, marking the field, and hides the overlay", async () => {
    const message = "The amount must equal the sum of the line subtotals ($10.00)!";
    mockServer({ save: () => jsonResponse(envelope({ fields: [{ field: "purchase.amount", message }] }, { status: 400, message })) });
    const { user, onClose } = renderDialog();
    await chooseVendor(user);
    await addProduct(user, "Micro", "Microfiber Towels");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await screen.findByText(`${message} (400)`)).toBeTruthy();
    expect(await dialog().findByText(message)).toBeTruthy();
    expect(screen.queryByText("Saving Purchase...")).toBeNull();
    expect(dialog().getByRole("group", { name: "Microfiber Towels" })).toBeTruthy();
    expect(input(/^Vendor/).value).toBe("Acme Towels");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("adds a vendor from inside the dialog and chooses it", async () => {
    mockServer();
    const { user } = renderDialog();
    await user.click(dialog().getByRole("button", { name: "Add vendor" }));
    const vendorDialog = within(screen.getByRole("dialog", { name: "Add Vendor" }));
    await user.type(vendorDialog.getByLabelText(/^Company/, { selector: "input" }), "Fresh Scents");
    await user.type(vendorDialog.getByLabelText(/^Phone/, { selector: "input" }), "5550103102");
    await user.click(vendorDialog.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Vendor" })).toBeNull());
    expect(input(/^Vendor/).value).toBe("Fresh Scents");
  });
});
