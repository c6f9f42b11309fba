import { screen, waitFor, within } from "@testing-library/react";
import { permissionFromPaths, type CustomerListItem, type CustomerPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const jane: CustomerListItem = {
  id: "0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0001",
  name: "Jane Doe",
  phone: "5551234567",
  email: "jane@example.com",
  isVip: true,
  awardPoints: 120,
  createdAt: "2025-01-02T10:00:00.000Z",
  vehicles: [{ id: "v-1", year: "2021", make: "Toyota", model: "Camry", type: "Sedan", color: "Red", colorCode: "#FF0000", tag: "ABC123" }],
};
const sam: CustomerListItem = {
  id: "0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0002",
  name: "Sam Lee",
  phone: "5559876543",
  email: "",
  isVip: false,
  awardPoints: 0,
  createdAt: "2025-01-03T10:00:00.000Z",
  vehicles: [],
};

function mockCustomers(items: CustomerListItem[] = [jane, sam], total = items.length) {
  return mockFetch((url) => {
    const { pathname } = new URL(url, "http://localhost");
    if (pathname === "/api/customers") {
      const page: CustomerPage = { items, total, page: 1, pageSize: 25 };
      return jsonResponse(envelope(page));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

const listCalls = (fetchMock: ReturnType<typeof mockCustomers>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/customers?"));

describe("customers page", () => {
  it("lists customers: name, formatted phone, e-mail, vehicles, VIP badge and award points", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockCustomers();
    renderApp("/customers");

    const table = within(await screen.findByRole("table", { name: "Customers" }));
    const row = within(await table.findByRole("row", { name: /Jane Doe/ }));
    expect(row.getByText("+1 555 123 4567")).toBeTruthy();
    expect(row.getByText("jane@example.com")).toBeTruthy();
    expect(row.getByText("VIP")).toBeTruthy();
    expect(row.getByText("120")).toBeTruthy();
    // A cashier may edit: each vehicle is a link with an edit icon.
    expect(row.getByRole("button", { name: "2021 Toyota Camry · ABC123" })).toBeTruthy();
    expect(row.getByRole("button", { name: "Edit vehicle 2021 Toyota Camry" })).toBeTruthy();
    expect(table.getByRole("row", { name: /Sam Lee/ })).toBeTruthy();
    expect(screen.getByText("1–2 of 2")).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe("/api/customers?search=&vip=all&sort=name&order=asc&page=1&pageSize=25");
    expect(screen.getByRole("button", { name: "Add customer" })).toBeTruthy();
  });

  it("hides Add customer, and the vehicle edit links, from a group without customers.new and customers.edit", async () => {
    useSessionStore.getState().setSession(signedInSession({ name: "Viewer", permission: permissionFromPaths(["customers.list"]) }));
    mockCustomers();
    renderApp("/customers");
    const row = within(await screen.findByRole("row", { name: /Jane Doe/ }));
    expect(row.getByText("2021 Toyota Camry · ABC123")).toBeTruthy();
    expect(row.queryByRole("button", { name: /Edit vehicle/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add customer" })).toBeNull();
  });

  it("searches once typing pauses, and filters VIPs, from page 1", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockCustomers([jane], 60);
    const { user, router } = renderApp("/customers");
    await screen.findByRole("row", { name: /Jane Doe/ });

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain("page=2"));

    await user.type(screen.getByLabelText("Search"), "ABC1");
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toBe("/api/customers?search=ABC1&vip=all&sort=name&order=asc&page=1&pageSize=25"));
    // One request for the settled text, none per key.
    expect(listCalls(fetchMock).filter((url) => url.includes("search=A"))).toHaveLength(1);
    expect(router.state.location.search).toBe("?q=ABC1");

    await user.click(screen.getByLabelText("VIP", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "VIP only" }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toContain("search=ABC1&vip=vip"));
  });

  it("opens the profile with the name in ?cn= when a row is clicked", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockCustomers();
    const { user, router } = renderApp("/customers");
    await user.click(within(await screen.findByRole("row", { name: /Sam Lee/ })).getByText("+1 555 987 6543"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${sam.id}`));
    expect(router.state.location.search).toBe("?cn=Sam%20Lee");
  });
});
