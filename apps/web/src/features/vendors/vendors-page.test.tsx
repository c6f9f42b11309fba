import { screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type Vendor, type VendorPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const acme: Vendor = {
  id: "5d0c0a0e-0000-4000-8000-000000000001",
  company: "Acme Towels",
  representative: "Robin Green",
  email: "robin@acme.example",
  phone: "5553014455",
  website: "acme.example",
  address: "",
  city: "Springfield",
  state: "IL",
  zip: "",
  notes: "",
  createdBy: null,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
};

function mockVendors() {
  return mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/purchases/vendors") {
      const page: VendorPage = { items: [acme], total: 1, page: 1, pageSize: 25 };
      return jsonResponse(envelope(page));
    }
    if (pathname === `/api/purchases/vendors/${acme.id}` && init.method === "DELETE") return jsonResponse(envelope(null, { message: "Vendor deleted." }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockVendors>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/purchases/vendors?"));

describe("vendors page (/purchases/vendors)", () => {
  it("lists vendors and searches them; an owner may add, edit and delete", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockVendors();
    const { user } = renderApp("/purchases/vendors");
    const row = within(await screen.findByRole("row", { name: /Acme Towels/ }, { timeout: 8000 }));
    expect(row.getByText("+1 555 301 4455")).toBeTruthy();
    expect(row.getByText("robin@acme.example")).toBeTruthy();
    expect(row.getByText("Springfield, IL")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add vendor" })).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Search" }), "acme");
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/purchases/vendors?search=acme&page=1&pageSize=25"));

    await user.click(row.getByRole("button", { name: "Edit Acme Towels" }));
    const edit = within(await screen.findByRole("dialog", { name: "Edit Vendor" }));
    expect(edit.getByLabelText<HTMLInputElement>(/^Company/, { selector: "input" }).value).toBe("Acme Towels");
    await user.click(edit.getByRole("button", { name: "Close" }));

    await user.click(row.getByRole("button", { name: "Delete Acme Towels" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Delete vendor" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/purchases/vendors/${acme.id}` && init?.method === "DELETE")).toBe(true),
    );
    expect(await screen.findByText("Vendor deleted.")).toBeTruthy();
  });

  it("only reads for a group that may only list vendors", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Clerk", permission: permissionFromPaths(["purchases.vendors.list"]) }));
    mockVendors();
    renderApp("/purchases/vendors");
    const row = within(await screen.findByRole("row", { name: /Acme Towels/ }, { timeout: 8000 }));
    expect(row.queryByRole("button", { name: "Edit Acme Towels" })).toBeNull();
    expect(row.queryByRole("button", { name: "Delete Acme Towels" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add vendor" })).toBeNull();
  });
});
