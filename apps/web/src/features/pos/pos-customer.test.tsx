import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { customerRefusals, type Customer, type CustomerListItem, type CustomerPage } from "@washdesk/domain";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { createQueryClient } from "../../app/query-client";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { PosCustomer, type PosCustomerProps } from "./pos-customer";

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const holder: CustomerListItem = {
  id: "c0000000-0000-4000-8000-000000000001",
  name: "Sam Holder",
  phone: "5551234567",
  email: "",
  isVip: false,
  awardPoints: 0,
  createdAt: "2025-01-02T10:00:00.000Z",
  vehicles: [
    {
      id: "d0000000-0000-4000-8000-000000000001",
      type: "Van",
      make: "Ford",
      model: "Transit",
      year: "2019",
      color: "White",
      colorCode: "#FFFFFF",
      tag: "VAN 1",
    },
  ],
};

function savedFrom(body: { name: string; vehicles: { type: string; tag?: string }[] }): Customer {
  return {
    id: "c0000000-0000-4000-8000-000000000002",
    name: body.name,
    phone: "5559876543",
    email: "",
    address: "",
    city: "",
    state: "",
    zip: "",
    note: "",
    isVip: false,
    alert: { email: false, sms: false, noReviewSms: false },
    awardPoints: 0,
    addedBy: null,
    vehicles: [
      {
        id: "d0000000-0000-4000-8000-000000000002",
        type: "SUV",
        make: "",
        model: "",
        year: "",
        color: "Black",
        colorCode: "#000000",
        tag: body.vehicles[0]?.tag ?? "",
      },
    ],
    createdAt: "2025-01-02T10:00:00.000Z",
    updatedAt: "2025-01-02T10:00:00.000Z",
  };
}

interface ServerOptions {
  /** The POST /api/customers answer; by default the customer saved. */
  save?: (body: { customer: { name: string; vehicles: { type: string; tag?: string }[] } }) => Response;
  /** Whether the phone check finds Sam Holder on his number. */
  phoneHeld?: () => boolean;
}

/** Sam Holder on 555 123 4567; every other search finds nobody. */
function mockServer({ save, phoneHeld = () => true }: ServerOptions = {}) {
  const posts: unknown[] = [];
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/search/phone") {
      const held = (searchParams.get("phone") ?? "").replace(/\D/g, "") === holder.phone && phoneHeld();
      return jsonResponse(
        envelope(held ? { exists: true, message: "This phone number belongs to Sam Holder.", customer: { id: holder.id, name: holder.name } } : null),
      );
    }
    if (pathname === "/api/customers" && init.method === "POST") {
      const body = JSON.parse(String(init.body)) as Parameters<NonNullable<ServerOptions["save"]>>[0];
      posts.push(body);
      return save ? save(body) : jsonResponse(envelope(savedFrom(body.customer), { message: "Customer saved." }));
    }
    if (pathname === "/api/customers") {
      const search = searchParams.get("search") ?? "";
      const items = search === holder.phone ? [holder] : [];
      const page: CustomerPage = { items, total: items.length, page: 1, pageSize: 10 };
      return jsonResponse(envelope(page));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { fetchMock, posts };
}

function renderCounter() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Notifications />
      {children}
    </QueryClientProvider>
  );
  let party: PosCustomerProps["party"] = { customer: null, vehicleId: null, vehicleType: null };
  function Counter() {
    const [state, setState] = useState(party);
    party = state;
    return <PosCustomer party={state} onChange={(changes) => setState((old) => ({ ...old, ...changes }))} canAddCustomer />;
  }
  const rendered = renderWithProviders(<Counter />, { wrapper });
  return { ...rendered, party: () => party };
}

type User = ReturnType<typeof renderCounter>["user"];

const quickAdd = () => within(screen.getByRole("dialog", { name: "Quick add customer" }));
const field = (label: RegExp) => quickAdd().getByLabelText<HTMLInputElement>(label, { selector: "input" });

async function lookUp(user: User, text: string) {
  await user.click(screen.getByRole("combobox", { name: "Customer" }));
  await user.type(await screen.findByRole("combobox", { name: "Customer" }), text);
}

describe("the counter's quick add", { timeout: 30_000 }, () => {
  it("asks for a name, a phone and the vehicle's type; the plate, year, make and model may wait", async () => {
    mockServer();
    const { user } = renderCounter();
    await user.click(screen.getByRole("button", { name: "New" }));
    await screen.findByRole("dialog", { name: "Quick add customer" }, SLOW);

    expect(field(/^Name/).required).toBe(true);
    expect(field(/^Phone/).required).toBe(true);
    const types = quickAdd().getByRole("radiogroup", { name: /^Vehicle type/ });
    expect(
      within(types)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["Sedan", "SUV", "LargeSUV", "LargePickup", "Van"]);
    for (const label of [/^Plate/, /^Year/, /^Make/, /^Model/]) expect(field(label).required).toBe(false);

    await user.click(quickAdd().getByRole("button", { name: "Add" }));
    expect(await quickAdd().findAllByText("Field is required!")).toHaveLength(3);
  });

  it("saves a customer with only the vehicle's type and rings the sale up for them", async () => {
    const { posts } = mockServer();
    const { user, party } = renderCounter();
    await user.click(screen.getByRole("button", { name: "New" }));
    await screen.findByRole("dialog", { name: "Quick add customer" }, SLOW);
    await user.type(field(/^Name/), "lee park");
    await user.type(field(/^Phone/), "5559876543");
    await user.click(quickAdd().getByRole("radio", { name: "SUV" }));
    await user.click(quickAdd().getByRole("button", { name: "Add" }));

    expect(await screen.findByText("Lee Park", undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Quick add customer" })).toBeNull();
    expect(posts).toEqual([{ customer: { name: "Lee Park", phone: "555 987 6543", vehicles: [{ type: "SUV", tag: "", year: "", make: "", model: "" }] } }]);
    expect(party().customer?.name).toBe("Lee Park");
    expect(party().vehicleId).toBe("d0000000-0000-4000-8000-000000000002");
  });

  it("offers the customer who already has the phone, and takes them instead of adding another", async () => {
    const { posts } = mockServer();
    const { user, party } = renderCounter();
    await user.click(screen.getByRole("button", { name: "New" }));
    await screen.findByRole("dialog", { name: "Quick add customer" }, SLOW);
    await user.type(field(/^Phone/), "5551234567");

    expect(await quickAdd().findByText("This phone number belongs to Sam Holder.", undefined, SLOW)).toBeTruthy();
    await user.click(quickAdd().getByRole("button", { name: "Use this customer" }));

    expect(await screen.findByText("Sam Holder", undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Quick add customer" })).toBeNull();
    expect(party().customer?.id).toBe(holder.id);
    expect(party().vehicleId).toBe(holder.vehicles[0]!.id);
    expect(posts).toEqual([]);
  });

  it("offers the holder when the save is refused with the phone-in-use code, whatever its words", async () => {
    let held = false;
    mockServer({
      phoneHeld: () => held,
      save: () => {
        // Someone else saved the number between the check and this save.
        held = true;
        return jsonResponse(envelope(null, { status: 409, message: "That number is taken.", caption: "Conflict", code: customerRefusals.phoneInUse.code }));
      },
    });
    const { user } = renderCounter();
    await user.click(screen.getByRole("button", { name: "New" }));
    await screen.findByRole("dialog", { name: "Quick add customer" }, SLOW);
    await user.type(field(/^Name/), "Sam Holder");
    await user.type(field(/^Phone/), "5551234567");
    await user.click(quickAdd().getByRole("radio", { name: "Van" }));
    await user.click(quickAdd().getByRole("button", { name: "Add" }));

    expect(await quickAdd().findByRole("button", { name: "Use this customer" }, SLOW)).toBeTruthy();
  });

  it.each([
    ["MDC 2021", /^Plate/, "MDC 2021"],
    ["555 98", /^Phone/, "555 98"],
    ["lee park", /^Name/, "lee park"],
  ])("offers Add when nobody matches %j, with the text in its field", async (typed, label, value) => {
    mockServer();
    const { user } = renderCounter();
    await lookUp(user, typed);
    expect(await screen.findByText("No customer matches.", undefined, SLOW)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add" }));

    await screen.findByRole("dialog", { name: "Quick add customer" }, SLOW);
    await waitFor(() => expect(field(label).value).toBe(value));
    for (const other of [/^Name/, /^Phone/, /^Plate/].filter((candidate) => String(candidate) !== String(label))) expect(field(other).value).toBe("");
  });
});
