import { configure, screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type ProductPage, type TileColours } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { signedInSession } from "../../testing/session-fixtures";
import { airFreshener, deluxeWash, listItem } from "./product-test-data";

// The whole app renders (router, lazy pages, Mantine): on a busy machine that outlasts the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const catalogClerk = permissionFromPaths(["products.list", "products.new", "products.edit"]);

function mockProducts(total = 2, colours: { saved: TileColours; puts: unknown[] } = { saved: { colours: [] }, puts: [] }) {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/settings/tile-colours" && init.method === "PUT") {
      colours.puts.push(JSON.parse(String(init.body)));
      colours.saved = JSON.parse(String(init.body)) as TileColours;
      return jsonResponse(envelope(colours.saved, { message: "Tile colours saved." }));
    }
    if (pathname === "/api/settings/tile-colours") return jsonResponse(envelope(colours.saved));
    if (pathname === "/api/products") {
      const page: ProductPage = { items: [listItem(deluxeWash), listItem(airFreshener)], total, page: 1, pageSize: 25 };
      return jsonResponse(envelope(page));
    }
    if (pathname === "/api/products/categories") return jsonResponse(envelope(["Retail", "Washes"]));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockProducts>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/products?"));

describe("products page", { timeout: 30_000 }, () => {
  it("lists products: picture or placeholder, code, category, kind, price, stock and status", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Catalog", permission: catalogClerk }));
    const fetchMock = mockProducts();
    renderApp("/products");

    const table = within(await screen.findByRole("table", { name: "Products" }));
    const wash = within(await table.findByRole("row", { name: /Deluxe Wash/ }));
    // The list shows the signed thumbnail, not the full picture.
    expect(wash.getByRole("img", { name: "Deluxe Wash" }).getAttribute("src")).toBe(deluxeWash.imageThumbURL);
    expect(wash.getByText("WASH-DLX")).toBeTruthy();
    expect(wash.getByText("Service")).toBeTruthy();
    // A service priced per vehicle type shows its lowest price.
    expect(wash.getByText("from")).toBeTruthy();
    expect(wash.getByText("$18.00")).toBeTruthy();
    expect(wash.getByText("—")).toBeTruthy();
    expect(wash.getByText("Active")).toBeTruthy();

    const freshener = within(table.getByRole("row", { name: /Pine Air Freshener/ }));
    expect(freshener.getByRole("img", { name: "No image for Pine Air Freshener" })).toBeTruthy();
    expect(freshener.getByText("$3.99")).toBeTruthy();
    expect(freshener.getByText("12")).toBeTruthy();
    expect(freshener.getByText("Inactive")).toBeTruthy();

    expect(screen.getByText("1–2 of 2")).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe("/api/products?search=&category=&kind=all&active=all&sort=name&order=asc&page=1&pageSize=25");
    expect(screen.getByRole("link", { name: "Add product" }).getAttribute("href")).toBe("/products/new");
  });

  it("opens the edit screen with the name in ?pn=", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Catalog", permission: catalogClerk }));
    mockProducts();
    const { user, router } = renderApp("/products");
    await user.click(await screen.findByRole("link", { name: "Pine Air Freshener" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/edit/${airFreshener.id}`));
    expect(router.state.location.search).toBe("?pn=Pine%20Air%20Freshener");
  });

  it("hides Add product, and the edit links, from a group that may only look", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["products.list"]) }));
    mockProducts();
    renderApp("/products");
    const row = within(await screen.findByRole("row", { name: /Deluxe Wash/ }));
    expect(row.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Add product" })).toBeNull();
  });

  it("searches once typing pauses, and filters by category and kind, from page 1", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Catalog", permission: catalogClerk }));
    const fetchMock = mockProducts(60);
    const { user, router } = renderApp("/products");
    await screen.findByRole("row", { name: /Deluxe Wash/ });

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain("page=2"));

    await user.type(screen.getByRole("textbox", { name: "Search" }), "wash");
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toBe("/api/products?search=wash&category=&kind=all&active=all&sort=name&order=asc&page=1&pageSize=25"),
    );
    expect(listCalls(fetchMock).filter((url) => url.includes("search=w"))).toHaveLength(1);

    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Washes" }));
    await user.click(screen.getByRole("combobox", { name: "Kind" }));
    await user.click(await screen.findByRole("option", { name: "Services" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain("search=wash&category=Washes&kind=service&active=all"));
    expect(router.state.location.search).toBe("?q=wash&category=Washes&kind=service");

    await user.click(screen.getByRole("button", { name: /Price/ }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain("sort=price&order=asc"));
  });

  it("chooses a tile colour per category in a dialog, and saves them all at once", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Catalog", permission: catalogClerk }));
    const colours = { saved: { colours: [{ category: "Washes", colour: "blue" }] } as TileColours, puts: [] as unknown[] };
    mockProducts(2, colours);
    const { user } = renderApp("/products");
    await user.click(await screen.findByRole("button", { name: "Tile colours" }));

    const dialog = within(await screen.findByRole("dialog", { name: "Tile colours" }));
    const washes = await dialog.findByRole("combobox", { name: "Washes" });
    expect((washes as HTMLInputElement).value).toBe("Blue");
    const retail = dialog.getByRole("combobox", { name: "Retail" });
    expect((retail as HTMLInputElement).value).toBe("None");

    await user.click(retail);
    await user.click(await screen.findByRole("option", { name: "Orange" }));
    await user.click(washes);
    await user.click(await screen.findByRole("option", { name: "None" }));
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(colours.puts).toEqual([{ colours: [{ category: "Retail", colour: "orange" }] }]));
    expect(await screen.findByText("Tile colours saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Tile colours" })).toBeNull());
  });

  it("offers tile colours only to a group that may edit products", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["products.list"]) }));
    mockProducts();
    renderApp("/products");
    await screen.findByRole("row", { name: /Deluxe Wash/ });
    expect(screen.queryByRole("button", { name: "Tile colours" })).toBeNull();
  });
});
