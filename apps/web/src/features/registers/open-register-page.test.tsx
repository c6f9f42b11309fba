import { screen, waitFor } from "@testing-library/react";
import { headers, type Register } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, sessionData, signedInSession } from "../../testing/session-fixtures";
import OpenRegisterPage from "./open-register-page";
import { renderAt } from "../../testing/render-at";
import { backBay, FRONT_ID, frontCounter, makeSession, openFront } from "./register-test-data";
import { readStationRegisterId, setStationRegisterId } from "./station";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  vi.unstubAllGlobals();
});

/** The register routes as the server answers them; the first opening attempt fails when asked to. */
function mockRegisters(options: { failFirstOpen: boolean; registers: Register[] }) {
  let registers = options.registers;
  const opens: { body: unknown; key: string | null }[] = [];
  const sessionQueries: (string | null)[] = [];
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname === "/api/registers") return jsonResponse(envelope(registers));
    if (pathname === "/api/registers/sessions" && init.method === "POST") {
      opens.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      if (options.failFirstOpen && opens.length === 1) return jsonResponse(envelope(null, { status: 500, message: "Server Error" }));
      registers = [openFront, backBay];
      return jsonResponse(envelope(makeSession(), { message: "Register opened." }));
    }
    if (pathname === "/api/session") {
      sessionQueries.push(searchParams.get("registerId"));
      return jsonResponse(envelope({ ...sessionData(ownerGroup), registerIsOpened: true }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { opens, sessionQueries, fetchMock };
}

describe("open register page", { timeout: 30_000 }, () => {
  it("opens the chosen drawer with the counted float under one key, kept for a retry, then goes to the POS", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { opens, sessionQueries } = mockRegisters({ failFirstOpen: true, registers: [frontCounter, backBay] });
    const { user } = renderAt("/registers/open", "/registers/open", <OpenRegisterPage />);

    await user.click(await screen.findByLabelText(/^Register/, { selector: "input" }, SLOW));
    await user.click(await screen.findByRole("option", { name: "Front counter" }, SLOW));
    expect(readStationRegisterId()).toBe(FRONT_ID);

    await user.type(await screen.findByLabelText("$20", {}, SLOW), "5");
    await user.type(screen.getByLabelText("25¢"), "4");
    expect(screen.getByRole("status").textContent).toBe("Opening cash: $101.00");

    await user.click(screen.getByRole("button", { name: "Open register with $101.00" }));
    await waitFor(() => expect(opens).toHaveLength(1), SLOW);
    // Refused: the form keeps the count and the same key for the retry.
    expect(await screen.findByText("Server Error (500)", {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open register with $101.00" }));

    expect(await screen.findByText("Landed on /sales/pos", {}, SLOW)).toBeTruthy();
    expect(opens).toHaveLength(2);
    expect(opens[0]?.body).toEqual({ registerId: FRONT_ID, counts: { "2000": 5, "25": 4 } });
    expect(opens[1]?.body).toEqual(opens[0]?.body);
    expect(opens[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(opens[1]?.key).toBe(opens[0]?.key);
    // The session store learnt that this device's drawer is open.
    expect(sessionQueries.at(-1)).toBe(FRONT_ID);
    expect(useSessionStore.getState().registerIsOpened).toBe(true);
  });

  it("says so when this device's drawer is already open and offers the POS or closing it", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    setStationRegisterId(FRONT_ID);
    mockFetch((url) => {
      const { pathname } = new URL(url, "http://localhost");
      if (pathname === "/api/registers") return jsonResponse(envelope([openFront, backBay]));
      if (pathname === `/api/registers/sessions/${openFront.openSession?.id}`) return jsonResponse(envelope(makeSession()));
      return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
    });
    const { user } = renderAt("/registers/open", "/registers/open", <OpenRegisterPage />);

    expect(await screen.findByText("Front counter is already open", {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Opening float" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to POS" }).getAttribute("href")).toBe("/sales/pos");

    await user.click(screen.getByRole("button", { name: "Close register" }));
    expect(await screen.findByRole("dialog", { name: "Close register" }, SLOW)).toBeTruthy();
    expect(await screen.findByText("$131.00", {}, SLOW)).toBeTruthy();
  });
});
