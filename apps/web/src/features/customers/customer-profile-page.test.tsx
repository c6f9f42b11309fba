import { screen, waitFor, within } from "@testing-library/react";
import { InvoiceStatus, PaidBy, OrderStatus, PaymentMethod, type Customer, type SaleListItem } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const id = "0b7c3a3e-8a4e-4c4e-9a55-0c1f0e6a0001";
const customerSale: SaleListItem = {
  id: "s-42",
  number: 42,
  businessDate: "2026-03-02",
  createdAt: "2026-03-02T15:00:00.000Z",
  status: OrderStatus.Completed,
  invoiceStatus: InvoiceStatus.Paid,
  paidBy: PaidBy.ByCash,
  customer: { id, name: "Jane Doe" },
  vehicleType: "SUV",
  cashier: { id: "u-1", name: "Casey Counter" },
  amount: 5488,
  taxTotal: 448,
  discountTotal: 560,
  paidTotal: 5488,
  tipTotal: 0,
  refundedTotal: 0,
  balance: 0,
  paymentMethods: [PaymentMethod.Cash],
};
const camry = { id: "v-1", year: "2021", make: "Toyota", model: "Camry", type: "Sedan" as const, color: "Red", colorCode: "#FF0000", tag: "ABC123" };
const civic = { id: "v-2", year: "2019", make: "Honda", model: "Civic", type: "SUV" as const, color: "Black", colorCode: "#000000", tag: "" };
const jane: Customer = {
  id,
  name: "Jane Doe",
  phone: "5551234567",
  email: "jane@example.com",
  address: "1 Main St",
  city: "Springfield",
  state: "IL",
  zip: "62701",
  note: "Likes foam",
  isVip: true,
  alert: { email: false, sms: true, noReviewSms: false },
  awardPoints: 120,
  addedBy: { id: "u-1", name: "Casey Counter" },
  vehicles: [camry, civic],
  createdAt: "2025-01-02T15:00:00.000Z",
  updatedAt: "2025-01-02T15:00:00.000Z",
};

/** The profile's server: the customer as stored, changed by the calls the page makes. */
function mockProfile() {
  let customer: Customer = structuredClone(jane);
  const fetchMock = mockFetch((url, init) => {
    const { pathname } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    if (pathname === `/api/customers/${id}` && method === "GET") return jsonResponse(envelope(customer));
    if (pathname === `/api/customers/${id}` && method === "PATCH") {
      const { customer: changes } = JSON.parse(String(init.body)) as { customer: Partial<Customer> };
      customer = { ...customer, ...changes, phone: customer.phone, updatedAt: new Date().toISOString() };
      return jsonResponse(envelope(customer, { message: "Customer saved." }));
    }
    if (pathname === `/api/customers/${id}/vehicles/v-1` && method === "PATCH") {
      const { vehicle } = JSON.parse(String(init.body)) as { vehicle: typeof camry };
      const saved = { ...camry, ...vehicle, id: "v-1", color: vehicle.colorCode === "#000080" ? "Navy" : camry.color };
      customer = { ...customer, vehicles: [saved, civic] };
      return jsonResponse(envelope(saved, { message: "Vehicle saved." }));
    }
    if (pathname === `/api/customers/${id}/vehicles/v-2` && method === "DELETE") {
      customer = { ...customer, vehicles: [customer.vehicles[0] ?? camry] };
      return jsonResponse(envelope(null, { message: "Vehicle deleted." }));
    }
    if (pathname === `/api/customers/${id}` && method === "DELETE") return jsonResponse(envelope(null, { message: "Customer deleted." }));
    if (pathname === "/api/sales" && new URL(url, "http://localhost").searchParams.get("customerId") === id) {
      return jsonResponse(envelope({ items: [customerSale], total: 1, page: 1, pageSize: 10, totals: null }));
    }
    if (pathname === "/api/customers") return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 25 }));
    if (pathname === "/api/search/phone") return jsonResponse(envelope(null));
    if (pathname === "/api/vehicles/models") return jsonResponse(envelope({ results: ["Camry"], source: "offline" }));
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return fetchMock;
}

const section = (name: string) => within(screen.getByRole("region", { name }));

describe("customer profile page", () => {
  it("shows the contact details, alerts, VIP, award points, note, vehicles and the customer's sales", async () => {
    useSessionStore.getState().setSession(signedInSession());
    mockProfile();
    renderApp(`/customers/${id}?cn=Jane%20Doe`);

    expect(await screen.findByRole("heading", { level: 1, name: "Jane Doe" })).toBeTruthy();
    const summary = within(await screen.findByRole("region", { name: "Summary" }));
    expect(summary.getByText("+1 555 123 4567")).toBeTruthy();
    expect(summary.getByText("120")).toBeTruthy();
    expect(summary.getByText("VIP")).toBeTruthy();
    expect(summary.getByText("02 Jan, 2025")).toBeTruthy();

    const details = section("Contact details");
    expect(details.getByLabelText<HTMLInputElement>(/^Phone/).value).toBe("555 123 4567");
    expect(details.getByLabelText<HTMLTextAreaElement>(/^Note/).value).toBe("Likes foam");
    expect(details.getByRole<HTMLInputElement>("checkbox", { name: "Receives SMS alerts" }).checked).toBe(true);
    expect(details.getByRole<HTMLInputElement>("checkbox", { name: "VIP customer" }).checked).toBe(true);
    expect(section("Vehicles").getByRole("row", { name: /Toyota Camry/ })).toBeTruthy();
    // The cashier's group may list sales: the customer's latest sale, linked to its screen.
    const sale = await within(await screen.findByRole("table", { name: "Customer sales" })).findByRole("link", { name: "#42" });
    expect(sale.getAttribute("href")).toBe("/sales/s-42");
    expect(section("Sales").getByText("$54.88")).toBeTruthy();
    // A cashier may not delete customers.
    expect(screen.queryByRole("button", { name: "Delete customer" })).toBeNull();
  });

  it("saves contact changes with PATCH, the name title-cased, and the title follows", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockProfile();
    const { user, router } = renderApp(`/customers/${id}?cn=Jane%20Doe`);
    const name = await screen.findByLabelText<HTMLInputElement>(/^Name/);
    await user.clear(name);
    await user.type(name, "jane smith");
    await user.click(section("Contact details").getByRole("checkbox", { name: "Receives Email alerts" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Customer saved.")).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([url, init]) => url === `/api/customers/${id}` && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      customer: {
        name: "Jane Smith",
        phone: "555 123 4567",
        email: "jane@example.com",
        address: "1 Main St",
        city: "Springfield",
        state: "IL",
        zip: "62701",
        note: "Likes foam",
        isVip: true,
        alert: { email: true, sms: true, noReviewSms: false },
      },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?cn=Jane+Smith"));
    expect(await screen.findByRole("heading", { level: 1, name: "Jane Smith" })).toBeTruthy();
  });

  it("edits a vehicle's colour and deletes a vehicle through the vehicle routes", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const fetchMock = mockProfile();
    const { user } = renderApp(`/customers/${id}?cn=Jane%20Doe`);
    await user.click(await screen.findByRole("row", { name: /Toyota Camry/ }));
    const edit = within(screen.getByRole("dialog", { name: "Edit Vehicle: Toyota / Camry" }));
    const color = edit.getByLabelText<HTMLInputElement>(/^Color/, { selector: "input" });
    await user.clear(color);
    await user.type(color, "#000080");
    await user.click(edit.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(section("Vehicles").getByRole("row", { name: /Toyota Camry .*Navy/ })).toBeTruthy());
    const patch = fetchMock.mock.calls.find(([url]) => url === `/api/customers/${id}/vehicles/v-1`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      vehicle: { type: "Sedan", make: "Toyota", model: "Camry", year: "2021", colorCode: "#000080", tag: "ABC123" },
    });

    await user.click(section("Vehicles").getByRole("row", { name: /Honda Civic/ }));
    await user.click(within(screen.getByRole("dialog", { name: "Edit Vehicle: Honda / Civic" })).getByRole("button", { name: "Delete vehicle" }));
    await waitFor(() => expect(section("Vehicles").queryByRole("row", { name: /Honda Civic/ })).toBeNull());
    expect(await screen.findByText("Vehicle deleted.")).toBeTruthy();
    // Two dialogs typed into on two cores: slower than most.
  }, 30_000);

  it("lets an owner delete the customer after confirming, and returns to the list", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const fetchMock = mockProfile();
    const { user, router } = renderApp(`/customers/${id}?cn=Jane%20Doe`);
    await user.click(await screen.findByRole("button", { name: "Delete customer" }));
    const confirm = within(screen.getByRole("dialog", { name: "Delete customer" }));
    expect(confirm.getByText("Delete Jane Doe? Their past sales stay intact.")).toBeTruthy();
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customers"));
    expect(fetchMock.mock.calls.some(([url, init]) => url === `/api/customers/${id}` && init?.method === "DELETE")).toBe(true);
  });

  it("makes the details read-only and hides the vehicle controls without customers.edit", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: { customers: { list: true } } }));
    mockProfile();
    renderApp(`/customers/${id}?cn=Jane%20Doe`);
    const name = await screen.findByLabelText<HTMLInputElement>(/^Name/);
    expect(name.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add vehicle" })).toBeNull();
  });
});
