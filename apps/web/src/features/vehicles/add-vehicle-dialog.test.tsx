import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { renderWithQuery } from "../../testing/render-with-query";
import { AddVehicleDialog } from "./add-vehicle-dialog";
import type { VehicleDraft } from "./vehicle-draft";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Past the search's debounce at once: the clock is faked (and still runs) from the test's start. */
const waitPastDebounce = () => act(() => vi.advanceTimersByTimeAsync(400));

const toyotaModels = ["Camry", "Corolla", "RAV4", "Tacoma"];

/** The vehicle-data calls as the server answers them; every URL asked is kept. */
function mockVehicleData(models: Record<string, string[]> = { Toyota: toyotaModels }) {
  return mockFetch((url) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/search/vehicleMake") {
      const text = (searchParams.get("text") ?? "").toLowerCase();
      return jsonResponse(envelope({ results: ["Toyota", "Tesla", "Honda"].filter((make) => make.toLowerCase().includes(text)) }));
    }
    if (pathname === "/api/vehicles/models") {
      return jsonResponse(envelope({ results: models[searchParams.get("make") ?? ""] ?? [], source: "offline" }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
}

function renderDialog(onAdd: (vehicle: VehicleDraft) => void | Promise<unknown> = () => {}) {
  const added: VehicleDraft[] = [];
  const onClose = vi.fn();
  function Harness() {
    const [opened, setOpened] = useState(true);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Open
        </button>
        <AddVehicleDialog
          opened={opened}
          onClose={() => {
            onClose();
            setOpened(false);
          }}
          onAdd={(vehicle) => {
            added.push(vehicle);
            return onAdd(vehicle);
          }}
        />
      </>
    );
  }
  const result = renderWithQuery(<Harness />);
  return { ...result, added, onClose };
}

const dialog = () => within(screen.getByRole("dialog", { name: "Add New Vehicle" }));
const field = (label: RegExp) => dialog().getByLabelText<HTMLInputElement>(label, { selector: "input" });

async function chooseType(user: ReturnType<typeof renderDialog>["user"], label: string) {
  await user.click(field(/^Type/));
  await user.click(await screen.findByRole("option", { name: label }));
}

describe("Add New Vehicle dialog", () => {
  it("is titled, has a labelled close button, and its year starts at 20 with the label of docs/product.md, focused", async () => {
    mockVehicleData();
    renderDialog();
    expect(dialog().getByRole("button", { name: "Close" })).toBeTruthy();
    // The dialog opens with the cursor in its first field, not on its close button.
    await waitFor(() => expect(document.activeElement).toBe(field(/^Year \(greater than 1995\)/)));
    expect(field(/^Year \(greater than 1995\)/).value).toBe("20");
    expect(field(/^Year/).maxLength).toBe(4);
    expect(field(/^Tag/).required).toBe(false);
  });

  it("adds nothing until every required field passes, saying Field is required! and the year message", async () => {
    mockVehicleData();
    const { user, added } = renderDialog();
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(await dialog().findByText("Year must be greater than 1995!")).toBeTruthy();
    // Make, model and type.
    expect(dialog().getAllByText("Field is required!")).toHaveLength(3);

    await user.clear(field(/^Year/));
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(await dialog().findAllByText("Field is required!")).toHaveLength(4);

    await user.type(field(/^Year/), "1995");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    expect(await dialog().findByText("Year must be greater than 1995!")).toBeTruthy();
    expect(added).toEqual([]);
  });

  it("asks for make suggestions only after more than one character, and accepts a new make", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockVehicleData();
    const { user, added } = renderDialog();
    await user.type(field(/^Make/), "T");
    await waitPastDebounce();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/search/vehicleMake"))).toEqual([]);

    await user.type(field(/^Make/), "o");
    expect(await screen.findByRole("option", { name: "Toyota" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/search/vehicleMake?text=To");

    // A make no list knows is kept as typed.
    await user.clear(field(/^Make/));
    await user.type(field(/^Make/), "Zelectric");
    await user.clear(field(/^Year/));
    await user.type(field(/^Year/), "2021");
    await user.type(field(/^Model/), "Volt One");
    await chooseType(user, "Sedan");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ make: "Zelectric", model: "Volt One", year: "2021" });
  });

  it("reloads the models and clears the model when the year has 4 characters and a make is set; filters them ignoring case and offers the typed text", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockVehicleData({ Toyota: toyotaModels, Honda: ["Civic", "Accord"] });
    const { user } = renderDialog();
    const modelCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/vehicles/models"));

    await user.type(field(/^Make/), "Toyota");
    // The year is still "20": no model list yet.
    await waitPastDebounce();
    expect(modelCalls()).toEqual([]);

    await user.type(field(/^Year/), "19");
    await waitFor(() => expect(modelCalls()).toEqual(["/api/vehicles/models?make=Toyota&year=2019"]));

    await user.type(field(/^Model/), "CO");
    const options = async () => (await screen.findAllByRole("option")).map((option) => option.textContent);
    // "CO" matches Corolla and taCOma, ignoring case; the typed text itself is offered first.
    await waitFor(async () => expect(await options()).toEqual(["CO", "Corolla", "Tacoma"]));
    await user.click(screen.getByRole("option", { name: "Corolla" }));
    expect(field(/^Model/).value).toBe("Corolla");

    // A new year (4 characters, make set): the model is cleared and the list reloaded.
    await user.clear(field(/^Year/));
    await user.type(field(/^Year/), "2022");
    expect(field(/^Model/).value).toBe("");
    await waitFor(() => expect(modelCalls()).toContain("/api/vehicles/models?make=Toyota&year=2022"));

    await user.type(field(/^Model/), "Corolla");
    // No make: nothing to reload, the model stays.
    await user.clear(field(/^Make/));
    expect(field(/^Model/).value).toBe("Corolla");
    // Another make, the year already 4 characters: cleared again, and that make's list loads.
    await user.type(field(/^Make/), "Honda");
    expect(field(/^Model/).value).toBe("");
    await waitFor(() => expect(modelCalls()).toContain("/api/vehicles/models?make=Honda&year=2022"));
    await user.type(field(/^Model/), "c");
    await waitFor(async () => expect(await options()).toEqual(["c", "Civic", "Accord"]));
  });

  it("shows the colour's name beside the picker: Black by default, derived from the code", async () => {
    mockVehicleData();
    const { user } = renderDialog();
    const colorName = () => dialog().getByRole("status", { name: "Color name" }).textContent;
    expect(field(/^Color/).value).toBe("#000000");
    expect(colorName()).toBe("Black");

    await user.clear(field(/^Color/));
    await user.type(field(/^Color/), "#F80404");
    expect(colorName()).toBe("Red");

    // A swatch of the named colours.
    await user.click(dialog().getByRole("button", { name: "#4169E1" }));
    expect(field(/^Color/).value).toBe("#4169E1");
    expect(colorName()).toBe("Royal Blue");
  });

  it("emits the vehicle with its colour name, closes, and is reset with the year 2020 after a save", async () => {
    mockVehicleData();
    const { user, added, onClose } = renderDialog();
    await user.type(field(/^Year/), "21");
    await user.type(field(/^Make/), "Toyota");
    await user.type(field(/^Model/), "Camry");
    await chooseType(user, "Large SUV");
    await user.clear(field(/^Color/));
    await user.type(field(/^Color/), "#C0C0C0");
    await user.type(field(/^Tag/), " abc123 ");
    await user.click(dialog().getByRole("button", { name: "Add" }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(added).toEqual([{ year: "2021", make: "Toyota", model: "Camry", type: "LargeSUV", colorCode: "#C0C0C0", color: "Silver", tag: "abc123" }]);
    expect(screen.queryByRole("dialog", { name: "Add New Vehicle" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(field(/^Year/).value).toBe("2020");
    expect(field(/^Make/).value).toBe("");
    expect(field(/^Model/).value).toBe("");
    expect(field(/^Tag/).value).toBe("");
    expect(dialog().getByRole("status", { name: "Color name" }).textContent).toBe("Black");
  });

  it("stays open with what was typed when the save is refused", async () => {
    mockVehicleData();
    const { user, onClose } = renderDialog(() => Promise.reject(new Error("refused")));
    await user.type(field(/^Year/), "21");
    await user.type(field(/^Make/), "Toyota");
    await user.type(field(/^Model/), "Camry");
    await chooseType(user, "Sedan");
    await user.click(dialog().getByRole("button", { name: "Add" }));
    await waitFor(() => expect(dialog().getByRole("button", { name: "Add" }).getAttribute("data-loading")).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(field(/^Year/).value).toBe("2021");
    expect(field(/^Model/).value).toBe("Camry");
  });
});
