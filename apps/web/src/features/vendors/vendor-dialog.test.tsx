import { screen, waitFor, within } from "@testing-library/react";
import type { Vendor } from "@washdesk/domain";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { VENDOR_DIALOG_WIDTH, VendorDialog } from "./vendor-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

const saved: Vendor = {
  id: "5d0c0a0e-0000-4000-8000-000000000001",
  company: "Shine Wholesale",
  representative: "Dana Brooks",
  email: "orders@shine.example",
  phone: "5550103101",
  website: "shine.example",
  address: "42 Commerce Park",
  city: "Springfield",
  state: "IL",
  zip: "62704",
  notes: "Delivers Tuesdays.",
  createdBy: { id: "u-1", name: "Olivia Owner" },
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
};

function mockServer(answer: (init: RequestInit) => Response = () => jsonResponse(envelope(saved, { message: "Vendor saved." }))) {
  return mockFetch((url, init) => {
    if (url.startsWith("/api/purchases/vendors")) return answer(init);
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

function renderDialog(vendor?: Vendor) {
  const savedVendors: Vendor[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <VendorDialog
        opened={opened}
        vendor={vendor}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
        onSaved={(v) => savedVendors.push(v)}
      />
    );
  }
  return { ...renderWithQuery(<Harness />), savedVendors, onClose };
}

const dialog = (name = "Add Vendor") => within(screen.getByRole("dialog", { name }));
const field = (label: RegExp, name?: string) => dialog(name).getByLabelText<HTMLInputElement>(label, { selector: "input, textarea" });
const sentBodies = (fetchMock: ReturnType<typeof mockServer>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST" || init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("Add Vendor dialog (docs/product.md §2 dialog 6)", () => {
  it("is 800px wide, has a labelled close button and every field of docs/product.md", () => {
    mockServer();
    renderDialog();
    expect(VENDOR_DIALOG_WIDTH).toBe(800);
    const root = screen.getByRole("dialog", { name: "Add Vendor" }).closest<HTMLElement>(".mantine-Modal-root");
    // Mantine writes sizes in rem: 800px is 50rem.
    expect(root?.getAttribute("style")).toContain(`--modal-size: calc(${800 / 16}rem`);
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    for (const label of [/^Company/, /^Representative/, /^Email/, /^Phone/, /^Website/, /^Address/, /^City/, /^State/, /^Zip/, /^Notes/])
      expect(field(label)).toBeTruthy();
    expect(field(/^Company/).required).toBe(true);
    expect(field(/^Phone/).required).toBe(true);
    expect(dialog().getByText("+1")).toBeTruthy();
  });

  it("needs a company and a phone: Field is required! twice, nothing sent", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.type(field(/^Representative/), "Dana");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findAllByText("Field is required!")).toHaveLength(2);
    expect(field(/^Company/).getAttribute("aria-invalid")).toBe("true");
    expect(field(/^Phone/).getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("says Not a valid Phone!, Not a valid email! and Not a valid website!", async () => {
    const fetchMock = mockServer();
    const { user } = renderDialog();
    await user.type(field(/^Company/), "Shine");
    await user.type(field(/^Phone/), "55501");
    await user.type(field(/^Email/), "orders@");
    await user.type(field(/^Website/), "shine");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Not a valid Phone!")).toBeTruthy();
    expect(dialog().getByText("Not a valid email!")).toBeTruthy();
    expect(dialog().getByText("Not a valid website!")).toBeTruthy();
    expect(sentBodies(fetchMock)).toEqual([]);
  });

  it("posts {vendor} with every field, shows the notice, and closes with the new vendor", async () => {
    const fetchMock = mockServer();
    const { user, savedVendors, onClose } = renderDialog();
    await user.type(field(/^Company/), "Shine Wholesale");
    await user.type(field(/^Representative/), "Dana Brooks");
    await user.type(field(/^Email/), "orders@shine.example");
    await user.type(field(/^Phone/), "5550103101");
    expect(field(/^Phone/).value).toBe("555 010 3101");
    await user.type(field(/^Website/), "shine.example");
    await user.type(field(/^Address/), "42 Commerce Park");
    await user.type(field(/^City/), "Springfield");
    await user.type(field(/^State/), "IL");
    await user.type(field(/^Zip/), "62704");
    await user.type(field(/^Notes/), "Delivers Tuesdays.");
    await user.click(dialog().getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock)).toEqual([
      {
        vendor: {
          company: "Shine Wholesale",
          representative: "Dana Brooks",
          email: "orders@shine.example",
          phone: "555 010 3101",
          website: "shine.example",
          address: "42 Commerce Park",
          city: "Springfield",
          state: "IL",
          zip: "62704",
          notes: "Delivers Tuesdays.",
        },
      },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/purchases/vendors");
    expect(savedVendors).toEqual([saved]);
    expect(await screen.findByText("Vendor saved.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Add Vendor" })).toBeNull();
  });

  it("stays open with what was typed when the server refuses, marking the field and showing the notice", async () => {
    mockServer(() =>
      jsonResponse(
        envelope(
          { fields: [{ field: "vendor.phone", message: "Not a valid Phone!" }] },
          { status: 400, message: "Not a valid Phone!", caption: "Please check the form" },
        ),
      ),
    );
    const { user, savedVendors, onClose } = renderDialog();
    await user.type(field(/^Company/), "Shine Wholesale");
    await user.type(field(/^Phone/), "5550103101");
    await user.click(dialog().getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Not a valid Phone! (400)")).toBeTruthy();
    expect(await dialog().findByText("Not a valid Phone!")).toBeTruthy();
    expect(field(/^Company/).value).toBe("Shine Wholesale");
    expect(onClose).not.toHaveBeenCalled();
    expect(savedVendors).toEqual([]);
  });

  it("edits a vendor: Edit Vendor, filled in, and PATCH with the changes", async () => {
    const fetchMock = mockServer((init) => jsonResponse(envelope({ ...saved, city: "Peoria" }, { message: `Vendor saved. (${init.method ?? ""})` })));
    const { user, savedVendors } = renderDialog(saved);
    expect(field(/^Company/, "Edit Vendor").value).toBe("Shine Wholesale");
    expect(field(/^Phone/, "Edit Vendor").value).toBe("555 010 3101");
    await user.clear(field(/^City/, "Edit Vendor"));
    await user.type(field(/^City/, "Edit Vendor"), "Peoria");
    await user.click(dialog("Edit Vendor").getByRole("button", { name: "Save" }));
    await waitFor(() => expect(savedVendors).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/purchases/vendors/${saved.id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("PATCH");
    expect(sentBodies(fetchMock)[0]).toMatchObject({ vendor: { company: "Shine Wholesale", city: "Peoria", phone: "555 010 3101" } });
  });
});
