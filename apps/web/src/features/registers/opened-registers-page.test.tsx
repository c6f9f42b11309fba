import { screen, waitFor, within } from "@testing-library/react";
import { headers, registerMessages, type RegisterSessionPage } from "@washdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse, mockFetch } from "../../testing/fetch-mock";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import OpenedRegistersPage from "./opened-registers-page";
import { renderAt } from "../../testing/render-at";
import { makeDrop, makeSession, SESSION_ID } from "./register-test-data";

const SLOW = { timeout: 5000 };

afterEach(() => {
  useSessionStore.getState().clearSession();
  vi.unstubAllGlobals();
});

const openPage: RegisterSessionPage = { items: [makeSession()], total: 1, page: 1, pageSize: 200 };

function mockOpened(page: RegisterSessionPage = openPage) {
  const drops: { body: unknown; key: string | null }[] = [];
  const listQueries: string[] = [];
  mockFetch((url, init) => {
    const { pathname, search } = new URL(url, "http://localhost");
    if (pathname === "/api/registers/sessions") {
      listQueries.push(search);
      return jsonResponse(envelope(page));
    }
    if (pathname === `/api/registers/sessions/${SESSION_ID}/drops`) {
      drops.push({ body: JSON.parse(String(init.body)), key: headerOf(init, headers.idempotencyKey) });
      return jsonResponse(envelope(makeDrop(), { message: "Drop recorded." }));
    }
    return jsonResponse(envelope(null, { status: 404, message: "Not found" }));
  });
  return { drops, listQueries };
}

describe("opened registers", { timeout: 30_000 }, () => {
  it("lists open drawers with their live cash and makes a drop under an idempotency key", async () => {
    useSessionStore.getState().setSession(signedInSession(ownerGroup));
    const { drops, listQueries } = mockOpened();
    const { user } = renderAt("/registers/opened", "/registers/opened", <OpenedRegistersPage />);

    const table = await screen.findByRole("table", { name: "Open registers" }, SLOW);
    const row = (await within(table).findByRole("rowheader", { name: /Front counter/ }, SLOW)).closest("tr")!;
    const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent);
    // Opened, opening, cash received, refunds, drops, paid out, expected, sales.
    expect(cells.slice(1, 7)).toEqual(["$100.00", "$60.50", "$5.00", "$20.00", "$4.50", "$131.00"]);
    expect(listQueries[0]).toContain("status=open");

    await user.click(within(row).getByRole("button", { name: "Make a drop from Front counter" }));
    const dialog = await screen.findByRole("dialog", { name: "Make a drop from Front counter" }, SLOW);
    // The cursor is in the amount, the field the dialog is for.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: /^Amount/ })));
    expect(within(dialog).getByText("In the drawer: $131.00")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Add drop" }));
    expect(within(dialog).getByText("Field is required!")).toBeTruthy();
    expect(drops).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Amount/), "50");
    await user.type(within(dialog).getByLabelText("Note"), "To the safe");
    await user.click(within(dialog).getByRole("button", { name: "Add drop" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), SLOW);
    expect(drops).toEqual([{ body: { amount: 5000, note: "To the safe" }, key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown }]);

    expect(within(row).getByRole("button", { name: "Close Front counter" })).toBeTruthy();
  });

  it("offers no drop or close to a group that may only list", async () => {
    useSessionStore.getState().setSession(signedInSession({ permission: { management: { register: { list: true } } } }));
    mockOpened();
    renderAt("/registers/opened", "/registers/opened", <OpenedRegistersPage />);
    await screen.findByRole("rowheader", { name: /Front counter/ }, SLOW);
    expect(screen.queryByRole("button", { name: /Make a drop/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Close/ })).toBeNull();
  });

  it("shows a drawer counted blind without any of the figures its expected cash adds up from", async () => {
    useSessionStore.getState().setSession(signedInSession());
    const hidden = { openingCash: null, cashReceived: null, cashRefunded: null, drops: null, cashPaidOut: null, expectedCash: null, overShort: null };
    const session = makeSession();
    mockOpened({ ...openPage, items: [{ ...session, openingCounts: null, payments: [], cash: { ...session.cash, ...hidden, blind: true } }] });
    renderAt("/registers/opened", "/registers/opened", <OpenedRegistersPage />);

    const table = await screen.findByRole("table", { name: "Open registers" }, SLOW);
    const row = (await within(table).findByRole("rowheader", { name: /Front counter/ }, SLOW)).closest("tr")!;
    const cells = [...row.querySelectorAll("td")].map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual(Array(6).fill(registerMessages.countedBlind));
  });
});
