import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { EditVehicleDialog } from "./edit-vehicle-dialog";
import type { VehicleDraft } from "./vehicle-draft";
import { VehicleLink } from "./vehicle-link";
import { VehicleTable } from "./vehicle-table";

afterEach(() => {
  vi.unstubAllGlobals();
});

const camry: VehicleDraft = {
  id: "v-1",
  year: "2020",
  make: "Toyota",
  model: "Camry",
  type: "Sedan",
  colorCode: "#FF0000",
  color: "Red",
  tag: "ABC123",
};

type Events = { saved: [VehicleDraft, VehicleDraft][]; deleted: VehicleDraft[] };

/** The two ways a vehicle is shown (docs/product.md §2 dialog 2), each opening Edit Vehicle. */
function renderVehicle(onSave: () => void | Promise<unknown> = () => {}) {
  const events: Events = { saved: [], deleted: [] };
  function Harness() {
    const [editing, setEditing] = useState<VehicleDraft | null>(null);
    return (
      <>
        <VehicleTable vehicles={[camry]} onEdit={() => setEditing(camry)} />
        <VehicleLink vehicle={camry} onEdit={() => setEditing(camry)} />
        <EditVehicleDialog
          vehicle={editing}
          onClose={() => setEditing(null)}
          onSave={(old, updated) => {
            events.saved.push([old, updated]);
            return onSave();
          }}
          onDelete={(old) => {
            events.deleted.push(old);
          }}
        />
      </>
    );
  }
  mockFetch(() => jsonResponse(envelope({ results: ["Camry", "Corolla"], source: "offline" })));
  return { ...renderWithQuery(<Harness />), events };
}

const dialogName = "Edit Vehicle: Toyota / Camry";
const dialog = () => within(screen.getByRole("dialog", { name: dialogName }));
const field = (label: RegExp) => dialog().getByLabelText<HTMLInputElement>(label, { selector: "input" });

describe("Edit Vehicle dialog", () => {
  it("opens from the table row, headed by make / model with a year / color / tag subline", async () => {
    const { user } = renderVehicle();
    const row = screen.getByRole("row", { name: /Toyota Camry/ });
    expect(within(row).getByText("Red")).toBeTruthy();
    await user.click(row);

    expect(dialog().getByText("Toyota / Camry")).toBeTruthy();
    expect(dialog().getByText("2020 / Red / ABC123")).toBeTruthy();
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    expect(dialog().getByRole("button", { name: "Delete vehicle" })).toBeTruthy();
    expect(field(/^Year/).value).toBe("2020");
    expect(field(/^Model/).value).toBe("Camry");
    expect(field(/^Tag/).value).toBe("ABC123");
  });

  it("opens from the inline link and from its edit icon", async () => {
    const { user } = renderVehicle();
    await user.click(screen.getByRole("button", { name: "2020 Toyota Camry · ABC123" }));
    expect(screen.getByRole("dialog", { name: dialogName })).toBeTruthy();
    await user.click(dialog().getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Edit vehicle 2020 Toyota Camry" }));
    expect(screen.getByRole("dialog", { name: dialogName })).toBeTruthy();
  });

  it("saves the old and the updated vehicle, with the new colour's name, and closes", async () => {
    const { user, events } = renderVehicle();
    await user.click(screen.getByRole("button", { name: "Edit vehicle 2020 Toyota Camry" }));
    await user.clear(field(/^Color/));
    await user.type(field(/^Color/), "#000080");
    expect(dialog().getByRole("status", { name: "Color name" }).textContent).toBe("Navy");
    await user.click(dialog().getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull());
    const { id: _id, ...fields } = camry;
    expect(events.saved).toEqual([[camry, { ...fields, colorCode: "#000080", color: "Navy" }]]);
  });

  it("checks the fields before saving with the messages of docs/product.md", async () => {
    const { user, events } = renderVehicle();
    await user.click(screen.getByRole("button", { name: "Edit vehicle 2020 Toyota Camry" }));
    await user.clear(field(/^Year/));
    await user.type(field(/^Year/), "1990");
    await user.clear(field(/^Make/));
    await user.click(dialog().getByRole("button", { name: "Save" }));
    expect(await dialog().findByText("Year must be greater than 1995!")).toBeTruthy();
    // The make, and the model: a 4-character year with the make still set cleared it.
    expect(dialog().getAllByText("Field is required!")).toHaveLength(2);
    expect(events.saved).toEqual([]);
  });

  it("stays open with the edits when the save is refused", async () => {
    const { user } = renderVehicle(() => Promise.reject(new Error("refused")));
    await user.click(screen.getByRole("button", { name: "Edit vehicle 2020 Toyota Camry" }));
    await user.clear(field(/^Tag/));
    await user.type(field(/^Tag/), "NEW1");
    await user.click(dialog().getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog().getByRole("button", { name: "Save" }).getAttribute("data-loading")).toBeNull());
    expect(field(/^Tag/).value).toBe("NEW1");
  });

  it("emits a removal with the delete button and closes", async () => {
    const { user, events } = renderVehicle();
    await user.click(screen.getByRole("row", { name: /Toyota Camry/ }));
    await user.click(dialog().getByRole("button", { name: "Delete vehicle" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: dialogName })).toBeNull());
    expect(events.deleted).toEqual([camry]);
  });
});
