import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { headers, OrderStatus, PaymentMethod, type OpenTicket, type OpenTicketPage } from "@washdesk/domain";
import { useSessionStore } from "../../session/session-store";
import { envelope, headerOf, jsonResponse } from "../../testing/fetch-mock";
import { renderApp } from "../../testing/render-app";
import { ownerGroup, signedInSession } from "../../testing/session-fixtures";
import { setStationRegisterId } from "../registers";
import { makeSale, SALE_ID } from "../sales/sale-test-data";
import { mockPosServer, REGISTER_ID, SESSION_ID } from "./pos-test-server";
import { cartStorageKey } from "./use-pos-cart";

const SLOW = { timeout: 5000 };

beforeEach(() => {
  useSessionStore.getState().setSession(signedInSession(ownerGroup));
  setStationRegisterId(REGISTER_ID);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  setStationRegisterId(null);
  localStorage.removeItem(cartStorageKey(REGISTER_ID));
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown>;
  key: string | null;
}

/** The POS server, with the open-ticket routes answered and every ticket request recorded. */
function mockTicketServer(tickets: OpenTicket[] = []) {
  const sent: Sent[] = [];
  const page: OpenTicketPage = { items: tickets, total: tickets.length, page: 1, pageSize: 50 };
  const server = mockPosServer({
    answer: (path, method, init) => {
      if (!path.startsWith("/api/sales/tickets") && !path.endsWith("/resume") && !path.endsWith("/ticket") && !path.endsWith("/ticket/void")) return undefined;
      if (method === "GET") return jsonResponse(envelope(page));
      sent.push({ method, path, body: JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>, key: headerOf(init, headers.idempotencyKey) });
      if (path.endsWith("/resume")) {
        const payments = [
          {
            id: "p-1",
            method: PaymentMethod.Cash,
            amount: 1000,
            tip: 0,
            tendered: null,
            change: null,
            reference: "",
            origin: null,
            points: null,
            refundedAmount: 0,
            createdBy: { id: "u-1", name: "Casey Counter" },
            createdAt: "2025-03-05T15:07:00.000Z",
          },
        ];
        return jsonResponse(envelope(makeSale({ ticketLabel: "SUV123", payments, paidTotal: 1000, balance: 4488, resumedAt: RESUMED_AT })));
      }
      if (path.endsWith("/ticket/void")) return jsonResponse(envelope(makeSale({ status: OrderStatus.Cancel }), { message: "Payments voided." }));
      return jsonResponse(envelope(makeSale({ ticketLabel: "SUV123", registerSessionId: SESSION_ID }), { message: "Ticket parked." }));
    },
  });
  return { ...server, sent };
}

const RESUMED_AT = "2025-03-05T15:09:00.000Z";

const waitingTicket: OpenTicket = {
  id: SALE_ID,
  number: 7,
  ticketLabel: "SUV123",
  status: OrderStatus.Pending,
  invoiceStatus: 1,
  customer: { id: "c-1", name: "Jane Doe" },
  vehicleType: "SUV",
  vehicleTag: "SUV123",
  cashier: { id: "u-1", name: "Casey Counter" },
  lineCount: 1,
  amount: 5488,
  paidTotal: 1000,
  balance: 4488,
  createdAt: "2025-03-05T15:07:00.000Z",
  parkedAt: "2025-03-05T15:07:00.000Z",
  resumedAt: null,
};

async function openPos(path = "/sales/pos") {
  const rendered = renderApp(path);
  await screen.findByRole("button", { name: /^Add Deluxe Wash/ }, { timeout: 10_000 });
  return rendered;
}

/** A Deluxe Wash for an SUV: a service priced per vehicle type waits for the type. */
async function addWash(user: UserEvent) {
  await user.click(screen.getByRole("radio", { name: "SUV" }));
  await user.click(await screen.findByRole("button", { name: "Add Deluxe Wash, $28.00, WASH-DLX" }));
}

async function addWashAndPayTen(user: UserEvent) {
  await addWash(user);
  await user.click(screen.getByRole("radio", { name: "Card" }));
  await user.type(screen.getByLabelText(/^Amount/, { selector: "input" }), "10");
  await user.click(screen.getByRole("button", { name: "Take $10.00 by Card" }));
  // A card payment asks for the tip first.
  await user.click(await screen.findByRole("button", { name: "No tip" }));
}

describe("open tickets at the counter", { timeout: 45_000 }, () => {
  it("parks the cart with its payments under a label, and starts a fresh cart", async () => {
    const { sent } = mockTicketServer();
    const { user } = await openPos();
    await addWashAndPayTen(user);

    await user.click(screen.getByRole("button", { name: "Park ticket" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Park ticket" }));
    const label = dialog.getByRole("textbox", { name: /Ticket label/ });
    await user.clear(label);
    await user.click(dialog.getByRole("button", { name: "Park" }));
    expect(await dialog.findByText("Give the ticket a plate or a name.")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(label, "Blue van");
    await user.click(dialog.getByRole("button", { name: "Park" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Park ticket" })).toBeNull(), SLOW);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/api/sales/tickets", body: { ticketLabel: "Blue van", registerSessionId: SESSION_ID } });
    expect(sent[0]!.body.payments).toEqual([expect.objectContaining({ method: PaymentMethod.CreditCard, amount: 1000 })]);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText("Tap a service to add it.")).toBeTruthy();
  });

  it("asks before clearing a cart with payments, and voids them with a reason", async () => {
    const { sent, posts } = mockTicketServer();
    const { user } = await openPos();
    await addWashAndPayTen(user);

    await user.click(screen.getByRole("button", { name: "Clear cart" }));
    const dialog = within(await screen.findByRole("dialog", { name: "This cart has payments" }));
    expect(dialog.getByText(/\$10\.00 has been paid towards this cart/)).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Park as ticket" })).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Void payments" }));
    expect(await dialog.findByText("Field is required!")).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(dialog.getByRole("textbox", { name: /Reason for voiding/ }), "Customer left");
    await user.click(dialog.getByRole("button", { name: "Void payments" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "This cart has payments" })).toBeNull(), SLOW);
    // The payments are written to their sale, then given back on the record.
    expect(posts).toHaveLength(1);
    expect(sent.map((s) => [s.path, s.body.reason])).toEqual([[`/api/sales/${SALE_ID}/ticket/void`, "Customer left"]]);
    expect(screen.getByText("Tap a service to add it.")).toBeTruthy();
  });

  it("clears a cart without payments in one tap", async () => {
    mockTicketServer();
    const { user } = await openPos();
    await addWash(user);
    await user.click(screen.getByRole("button", { name: "Clear cart" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Tap a service to add it.")).toBeTruthy();
  });

  it("lists open tickets and resumes one into the cart with what was paid on it, then pays that same sale", async () => {
    const { sent, posts } = mockTicketServer([waitingTicket]);
    const { user } = await openPos();
    await user.click(await screen.findByRole("button", { name: /^Open tickets\s*1$/ }, SLOW));
    const dialog = within(await screen.findByRole("dialog", { name: "Open tickets" }));
    const row = within(dialog.getByRole("listitem", { name: "SUV123" }));
    expect(row.getByText(/Jane Doe/)).toBeTruthy();
    expect(row.getByText("Total $54.88")).toBeTruthy();
    expect(row.getByText("Due $44.88")).toBeTruthy();
    await user.click(row.getByRole("button", { name: "Resume SUV123" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Open tickets" })).toBeNull(), SLOW);
    const resumed = within(screen.getByRole("region", { name: "Resumed ticket" }));
    expect(resumed.getByText("Ticket SUV123 · Sale #7")).toBeTruthy();
    expect(resumed.getByText(/Paid before: Cash \$10\.00/)).toBeTruthy();
    expect(screen.getByTestId("pos-balance").textContent).toBe("$44.88");

    await user.click(screen.getByRole("button", { name: "Exact cash $44.88" }));
    await user.click(screen.getByRole("button", { name: "Complete sale" }));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`/api/sales/${SALE_ID}/ticket`), SLOW);
    const pay = sent.find((s) => s.path.endsWith("/ticket"))!;
    expect(sent[0]!.body).toEqual({ takeOver: false });
    // The save says when this counter resumed it: once taken over elsewhere, the server refuses it.
    expect(pay.body).toMatchObject({
      park: false,
      ticketLabel: "SUV123",
      resumedAt: RESUMED_AT,
      payments: [expect.objectContaining({ method: PaymentMethod.Cash, amount: 4488 })],
    });
    // Unchanged lines are not sent again, and no new sale is rung up.
    expect(pay.body.lines).toBeUndefined();
    expect(posts).toHaveLength(0);
  });

  it("opens the sale named in the address", async () => {
    const { sent } = mockTicketServer([waitingTicket]);
    await openPos(`/sales/pos?sale=${SALE_ID}`);
    expect(await screen.findByText("Ticket SUV123 · Sale #7", {}, SLOW)).toBeTruthy();
    expect(sent.map((s) => s.path)).toEqual([`/api/sales/${SALE_ID}/resume`]);
  });

  it("takes over, on purpose, a ticket open at another counter", async () => {
    const { sent } = mockTicketServer([{ ...waitingTicket, resumedAt: "2025-03-05T15:08:00.000Z" }]);
    const { user } = await openPos();
    await user.click(await screen.findByRole("button", { name: /^Open tickets\s*1$/ }, SLOW));
    const row = within(within(await screen.findByRole("dialog", { name: "Open tickets" })).getByRole("listitem", { name: "SUV123" }));
    expect(row.getByText("At a counter")).toBeTruthy();
    expect(row.queryByRole("button", { name: "Resume SUV123" })).toBeNull();
    await user.click(row.getByRole("button", { name: "Take over SUV123" }));
    expect(await screen.findByText("Ticket SUV123 · Sale #7", {}, SLOW)).toBeTruthy();
    expect(sent.map((s) => [s.path, s.body])).toEqual([[`/api/sales/${SALE_ID}/resume`, { takeOver: true }]]);
  });
});
