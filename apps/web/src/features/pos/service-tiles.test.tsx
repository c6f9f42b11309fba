import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductSearchResult } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { renderWithQuery } from "../../testing/render-with-query";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { deluxeWash } from "../sales/sale-test-data";
import { mockPosServer } from "./pos-test-server";
import { ServiceTiles } from "./service-tiles";

const freshener: ProductSearchResult = {
  ...deluxeWash,
  id: "air-1",
  _id: "air-1",
  name: "Pine Freshener",
  code: "AIR-PINE",
  category: "Add-ons",
  vehiclePrices: {},
};

beforeEach(() => useSessionStore.getState().setSession(signedInSession(ownerGroup)));
afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const tile = (name: RegExp) => screen.findByRole("button", { name });

describe("the counter's tiles", () => {
  it("show their category's colour as a band, and a category without one as a plain tile", async () => {
    mockPosServer({ tiles: [deluxeWash, freshener], tileColours: { colours: [{ category: "Washes", colour: "blue" }] } });
    renderWithQuery(<ServiceTiles vehicleType={null} onPick={() => undefined} />);

    const wash = await tile(/^Add Deluxe Wash/);
    await vi.waitFor(() => expect(wash.getAttribute("data-colour")).toBe("blue"));
    expect(wash.style.getPropertyValue("--tile-band")).toBe("var(--mantine-color-blue-filled)");
    const plain = await tile(/^Add Pine Freshener/);
    expect(plain.hasAttribute("data-colour")).toBe(false);
    expect(plain.style.getPropertyValue("--tile-band")).toBe("");
  });

  it("look as they always did when the shop chose no colours", async () => {
    const { fetchMock } = mockPosServer({ tiles: [deluxeWash, freshener] });
    renderWithQuery(<ServiceTiles vehicleType={null} onPick={() => undefined} />);
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/api/settings/tile-colours"));
    for (const name of [/^Add Deluxe Wash/, /^Add Pine Freshener/]) expect((await tile(name)).hasAttribute("data-colour")).toBe(false);
  });
});
