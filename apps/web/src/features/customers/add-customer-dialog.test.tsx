import { screen, waitFor, within } from "@testing-library/react";
import type { Customer } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { AddCustomerDialog } from "./add-customer-dialog";
import { renderWithQuery } from "../../testing/render-with-query";

afterEach(() => {
  vi.unstubAllGlobals();
});

const savedCustomer: Customer = {
  id: "c-1",
  name: "Jane Doe",
  phone: "5551234567",
  email: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  note: "",
  isVip: false,
  alert: { email: false, sms: false, noReviewSms: false },
  awardPoints: 0,
  addedBy: { id: "u-1", name: "Casey Counter" },
  vehicles: [],
  createdAt: "2025-01-02T10:00:00.000Z",
  updatedAt: "2025-01-02T10:00:00.000Z",
};

interface ServerOptions {
  /** Who holds a phone, by its digits. */
  phones?: Record<string, string>;
  /** The POST /api/customers answer. */
  save?: () => Response;
}

function mockServer({ phones = {}, save = () => jsonResponse(envelope(savedCustomer, { message: "Customer saved." })) }: ServerOptions = {}) {
  return mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/search/phone") {
      const digits = (searchParams.get("phone") ?? "").replace(/\D/g, "");
      const holder = phones[digits];
      return jsonResponse(
        envelope(holder ? { exists: true, message: `This phone number belongs to ${holder}.`, customer: { id: "c-9", name: holder } } : null),
      );
    }
    if (pathname === "/api/search/vehicleMake") return jsonResponse(envelope({ results: ["Toyota"] }));
    if (pathname === "/api/vehicles/models") return jsonResponse(envelope({ results: ["Camry", "Corolla"], source: "offline" }));
    if (pathname === "/api/customers") return save();
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

function renderDialog() {
  const saved: Customer[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <AddCustomerDialog
        opened={opened}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        onSaved={(customer) => saved.push(customer)}
      />
    );
  }
  return { ...renderWithQuery(<Harness />), saved, onClose };
}

type User = ReturnType<typeof renderDialog>["user"];

const customerDialog = () => within(screen.getByRole("dialog", { name: "Add New Customer" }));
const field = (label: RegExp) => customerDialog().getByLabelText<HTMLInputElement>(label, { selector: "input, textarea" });
const vehicleDialog = () => within(screen.getByRole("dialog", { name: "Add New Vehicle" }));
const vehicleField = (label: RegExp) => vehicleDialog().getByLabelText<HTMLInputElement>(label, { selector: "input" });

async function addVehicle(user: User, vehicle: { year: string; make: string; model: string; type: string; tag?: string }) {
  await user.click(customerDialog().getByRole("button", { name: "Add vehicle" }));
  await user.clear(vehicleField(/^Year/));
  await user.type(vehicleField(/^Year/), vehicle.year);
  await user.type(vehicleField(/^Make/), vehicle.make);
  await user.type(vehicleField(/^Model/), vehicle.model);
  await user.click(vehicleField(/^Type/));
  await user.click(await screen.findByRole("option", { name: vehicle.type }));
  if (vehicle.tag) await user.type(vehicleField(/^Tag/), vehicle.tag);
  await user.click(vehicleDialog().getByRole("button", { name: "Add" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add New Vehicle" })).toBeNull());
}

const posts = (fetchMock: ReturnType<typeof mockServer>) => fetchMock.mock.calls.filter(([url, init]) => url === "/api/customers" && init?.method === "POST");

describe("Add New Customer dialog", () => {
  it("has its title, a labelled close button, every field of docs/product.md and the four checkboxes", () => {
    mockServer();
    renderDialog();
    expect(customerDialog().getByRole("button", { name: "Close" })).toBeTruthy();
    for (const label of [/^Name/, /^Phone/, /^Email/, /^Address/, /^City/, /^State/, /^Zip/, /^Note/]) expect(field(label)).toBeTruthy();
    expect(customerDialog().getByText("+1")).toBeTruthy();
    for (const label of ["VIP customer", "Receives SMS alerts", "Receives Email alerts", "Does not want review messages"]) {
      expect(customerDialog().getByRole("checkbox", { name: label })).toBeTruthy();
    }
    const headers = within(customerDialog().getByRole("table", { name: "Vehicles" })).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Year", "Make", "Model", "Type", "Color", "Tag", "Remove"]);
  });

  it("opens with the cursor in its first field", async () => {
    mockServer();
    renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Name/)));
  });

  it("refuses to save without name, phone or vehicle: Field is required! and Vehicle can't be blank!", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.click(customerDialog().getByRole("button", { name: "Save" }));

    expect(await customerDialog().findAllByText("Field is required!")).toHaveLength(2);
    expect(field(/^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    // The warning notice and the mark under the vehicles table.
    expect(await screen.findAllByText("Vehicle can't be blank!")).toHaveLength(2);
    expect(posts(fetchMock)).toEqual([]);
  });

  it("says Not a valid Phone! and Not a valid email!", async () => {
    mockServer();
    const { user } = renderDialog();
    await user.type(field(/^Phone/), "55512");
    await user.type(field(/^Email/), "jane@");
    await user.click(customerDialog().getByRole("button", { name: "Save" }));
    expect(await customerDialog().findByText("Not a valid Phone!")).toBeTruthy();
    expect(customerDialog().getByText("Not a valid email!")).toBeTruthy();
  });

  it("checks the phone once it reaches 12 characters and shows the server's message under it", async () => {
    const fetchMock = mockServer({ phones: { "5551234567": "John Smith" } });
    const { user } = renderDialog();
    const phoneChecks = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/search/phone"));

    await user.type(field(/^Phone/), "555123456");
    expect(field(/^Phone/).value).toBe("555 123 456");
    expect(phoneChecks()).toEqual([]);

    await user.type(field(/^Phone/), "7");
    expect(await customerDialog().findByText("This phone number belongs to John Smith.")).toBeTruthy();
    expect(phoneChecks()).toEqual(["/api/search/phone?phone=555+123+4567"]);

    // Another number, free: the message goes.
    await user.type(field(/^Phone/), "{Backspace}8");
    await waitFor(() => expect(customerDialog().queryByText("This phone number belongs to John Smith.")).toBeNull());
    expect(phoneChecks()).toContain("/api/search/phone?phone=555+123+4568");
  });

  it("adds, edits and removes vehicles, title-cases the name, saves, closes and returns the customer", async () => {
    const fetchMock = mockServer();
    const { user, saved, onClose } = renderDialog();
    await user.type(field(/^Name/), "jANE   doe");
    await user.type(field(/^Phone/), "5551234567");
    await user.type(field(/^Email/), "jane@example.com");

    await addVehicle(user, { year: "2021", make: "Toyota", model: "Camry", type: "Sedan", tag: "ABC123" });
    await addVehicle(user, { year: "2019", make: "Honda", model: "Civic", type: "SUV" });
    const table = () => within(customerDialog().getByRole("table", { name: "Vehicles" }));
    expect(table().getByRole("row", { name: /Toyota Camry/ })).toBeTruthy();
    expect(table().getByRole("row", { name: /Honda Civic/ })).toBeTruthy();

    // Edit: a click on the row opens Edit Vehicle.
    await user.click(table().getByRole("row", { name: /Toyota Camry/ }));
    const edit = within(screen.getByRole("dialog", { name: "Edit Vehicle: Toyota / Camry" }));
    await user.clear(edit.getByLabelText(/^Tag/, { selector: "input" }));
    await user.type(edit.getByLabelText(/^Tag/, { selector: "input" }), "XYZ789");
    await user.click(edit.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(table().getByRole("row", { name: /XYZ789/ })).toBeTruthy());

    // Remove the Honda.
    await user.click(table().getByRole("button", { name: /^Remove vehicle .*Honda Civic/ }));
    expect(table().queryByRole("row", { name: /Honda Civic/ })).toBeNull();

    await user.click(customerDialog().getByRole("checkbox", { name: "VIP customer" }));
    await user.click(customerDialog().getByRole("checkbox", { name: "Receives SMS alerts" }));
    await user.click(customerDialog().getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([savedCustomer]);
    const body = JSON.parse(String(posts(fetchMock)[0]?.[1]?.body)) as { customer: Record<string, unknown> };
    expect(body.customer).toMatchObject({
      name: "Jane Doe",
      phone: "555 123 4567",
      email: "jane@example.com",
      isVip: true,
      alert: { sms: true, email: false, noReviewSms: false },
      vehicles: [{ year: "2021", make: "Toyota", model: "Camry", type: "Sedan", colorCode: "#000000", tag: "XYZ789" }],
    });
    expect(await screen.findByText("Customer saved.")).toBeTruthy();
    // Three dialogs typed into: slower than most.
  }, 30_000);

  it("stays open with what was typed when the server refuses the save", async () => {
    mockServer({
      save: () => jsonResponse(envelope(null, { status: 409, message: "This phone number belongs to another customer.", caption: "Conflict" })),
    });
    const { user, saved, onClose } = renderDialog();
    await user.type(field(/^Name/), "Jane Doe");
    await user.type(field(/^Phone/), "5551234567");
    await addVehicle(user, { year: "2021", make: "Toyota", model: "Camry", type: "Sedan" });
    await user.click(customerDialog().getByRole("button", { name: "Save" }));

    expect(await screen.findByText("This phone number belongs to another customer. (409)")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
    expect(field(/^Name/).value).toBe("Jane Doe");
    expect(field(/^Phone/).value).toBe("555 123 4567");
    expect(customerDialog().getByRole("row", { name: /Toyota Camry/ })).toBeTruthy();
  });
});
