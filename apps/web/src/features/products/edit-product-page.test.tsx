import { configure, screen, waitFor } from "@testing-library/react";
import { permissionFromPaths, type Product, type ProductInput, type ProductPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { airFreshener, deluxeWash } from "./product-test-data";

// The whole app renders (router, lazy pages, Mantine): on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

function mockServer(product: Product) {
  const patched: ProductInput[] = [];
  const calls: string[] = [];
  const fetchMock = mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    calls.push(`${init.method ?? "GET"} ${pathname}`);
    if (pathname === "/api/products/categories") return jsonResponse(envelope(["Retail", "Washes"]));
    if (pathname === `/api/products/${product.id}` && init.method === "PATCH") {
      const body = JSON.parse(String(init.body)) as { product: ProductInput };
      patched.push(body.product);
      return jsonResponse(envelope(product, { message: "Product saved." }));
    }
    if (pathname === `/api/products/${product.id}` && init.method === "DELETE") return jsonResponse(envelope(null, { message: "Product deleted." }));
    if (pathname === `/api/products/${product.id}`) return jsonResponse(envelope(product));
    if (pathname === "/api/products") {
      const page: ProductPage = { items: [], total: 0, page: 1, pageSize: 25 };
      return jsonResponse(envelope(page));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { fetchMock, patched, calls };
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });

async function openEdit(product: Product, query = `?pn=${encodeURIComponent(product.name)}`, group = ownerGroup) {
  useSessionStore.getState().setSession(signedInSession(group));
  const rendered = renderApp(`/products/edit/${product.id}${query}`);
  await screen.findByRole("button", { name: "Save product" });
  return rendered;
}

describe("edit product page", { timeout: 30_000 }, () => {
  it("shows the saved product: the percentage as typed, the fixed discount as money, the stock", async () => {
    mockServer(airFreshener);
    await openEdit(airFreshener);
    expect(screen.getByRole("heading", { level: 1, name: "Pine Air Freshener" })).toBeTruthy();
    expect(textbox("Name").value).toBe("Pine Air Freshener");
    expect(textbox("Code").value).toBe("RT-AF-PINE");
    expect(textbox("Price").value).toBe("3.99");
    expect(textbox("Tax rate").value).toBe("8.875");
    expect(textbox("Discount rate").value).toBe("0.50");
    expect(textbox("Stock").value).toBe("12");
    expect(screen.getByRole<HTMLInputElement>("switch", { name: /Active/ }).checked).toBe(false);
  });

  it("saves without the stock when nobody touched it, so sales made meanwhile stand; then lists products", async () => {
    const { patched } = mockServer(airFreshener);
    const { user, router } = await openEdit(airFreshener);
    await user.clear(textbox("Name"));
    await user.type(textbox("Name"), "Pine Tree Freshener");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(patched).toHaveLength(1);
    expect(patched[0]).toMatchObject({ name: "Pine Tree Freshener", tax: airFreshener.tax, discount: airFreshener.discount, active: false });
    expect(patched[0]).not.toHaveProperty("stock");
  });

  it("sends a count someone typed", async () => {
    const { patched } = mockServer(airFreshener);
    const { user } = await openEdit(airFreshener);
    await user.clear(textbox("Stock"));
    await user.type(textbox("Stock"), "30");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]?.stock).toBe(30);
  });

  it("keeps a service's vehicle prices and sends them back", async () => {
    const { patched } = mockServer(deluxeWash);
    const { user } = await openEdit(deluxeWash);
    expect(textbox("SUV price").value).toBe("22.00");
    expect(textbox("Sedan price").value).toBe("");
    await user.clear(textbox("Van price"));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]?.vehiclePrices).toEqual({ SUV: 2200 });
  });

  it("puts the name in ?pn= when the address lacks it", async () => {
    mockServer(deluxeWash);
    const { router } = await openEdit(deluxeWash, "");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("pn")).toBe("Deluxe Wash"));
    expect(await screen.findByRole("heading", { level: 1, name: "Deluxe Wash" })).toBeTruthy();
  });

  it("deletes after a confirmation, for those allowed", async () => {
    const { calls } = mockServer(deluxeWash);
    const { user, router } = await openEdit(deluxeWash);
    await user.click(screen.getByRole("button", { name: "Delete product" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(calls).toContain(`DELETE /api/products/${deluxeWash.id}`);
  });

  it("offers no delete to a group without products.delete", async () => {
    mockServer(deluxeWash);
    await openEdit(deluxeWash, undefined, { name: "Catalog", isOwner: false, permission: permissionFromPaths(["products.list", "products.edit"]) });
    expect(screen.queryByRole("button", { name: "Delete product" })).toBeNull();
  });

  it("says so when the address names no product, without asking the server", async () => {
    const { calls } = mockServer(deluxeWash);
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    renderApp("/products/edit/42?pn=Foam%20Wash");
    expect(await screen.findByText("This product does not exist or was deleted.")).toBeTruthy();
    expect(calls.filter((call) => call.startsWith("GET /api/products/42"))).toEqual([]);
  });
});
