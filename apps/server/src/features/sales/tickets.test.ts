import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { io, type Socket } from "socket.io-client";
import {
  ActivityAction,
  ItemKind,
  OrderStatus,
  PaymentMethod,
  permissionFromPaths,
  saleRefusals,
  ticketRefusals,
  VoidOrRefund,
  type Customer,
  type OpenTicketPage,
  type QuoteConverted,
  type RealtimeHint,
  type Sale,
  type TicketPark,
  type TicketSave,
} from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, groups, sales } from "../../platform/db/schema";
import { createCustomer, sedan } from "../customers/customer-fixtures";
import { createQuote, postConvert } from "../quotes/quote-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";
import { createSale, insertProduct, keyed, postPayment } from "./sale-fixtures";

let app: TestApp;
let owner: string;
let cashier: string;
let otherCashier: string;
let customer: Customer;
let sessionId: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  otherCashier = await signIn(app, await addUser(app, "Cashier", "second-station@shop.test"));
  customer = await createCustomer(app, owner, { name: "Pat Plate", vehicles: [{ ...sedan, tag: "KXZ 123" }] });
  // A $20.00 wash, no tax: totals are easy to read.
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Basic Wash", price: 2000 });
  const register = await insertRegister(app, "Front counter");
  sessionId = (await openRegister(app, cashier, register.id, 10_000)).id;
});
afterAll(() => app.close());

const washes = (quantity: number) => [{ productId: wash.id, quantity }];

function park(token: string, body: TicketPark, key?: string) {
  return call(app, "POST", "/api/sales/tickets", { token, body, headers: keyed(key) });
}
function save(token: string, id: string, body: TicketSave, key?: string) {
  return call(app, "POST", `/api/sales/${id}/ticket`, { token, body, headers: keyed(key) });
}
async function openTickets(token: string): Promise<OpenTicketPage> {
  const { response, envelope } = await call(app, "GET", "/api/sales/tickets", { token });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as OpenTicketPage;
}
async function parked(label: string, payments: TicketPark["payments"] = []): Promise<Sale> {
  const { response, envelope } = await park(cashier, {
    ticketLabel: label,
    customerId: customer.id,
    vehicleId: customer.vehicles[0]!.id,
    lines: washes(2),
    expectedAmount: 4000,
    payments,
    registerSessionId: sessionId,
  });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as Sale;
}

describe("parking a cart", () => {
  it("saves a pending sale with its label, lines, party and the payments already taken, once per key", async () => {
    const body: TicketPark = {
      ticketLabel: "  KXZ 123 ",
      customerId: customer.id,
      vehicleId: customer.vehicles[0]!.id,
      lines: washes(2),
      expectedAmount: 4000,
      payments: [{ method: PaymentMethod.Cash, amount: 1500, tendered: 2000 }],
      registerSessionId: sessionId,
    };
    const first = await park(cashier, body, "park-once");
    expect(first.response.statusCode, first.envelope.message).toBe(200);
    expect(first.envelope.message).toBe("Ticket parked.");
    const ticket = first.envelope.body as Sale;
    expect(ticket).toMatchObject({ status: OrderStatus.Pending, ticketLabel: "KXZ 123", amount: 4000, paidTotal: 1500, balance: 2500 });
    expect(ticket.customer?.name).toBe("Pat Plate");
    expect(ticket.lines.map((l) => [l.name, l.quantity])).toEqual([["Basic Wash", 2]]);
    expect(ticket.payments.map((p) => [p.method, p.amount, p.change])).toEqual([[PaymentMethod.Cash, 1500, 500]]);

    const again = await park(cashier, body, "park-once");
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect((again.envelope.body as Sale).id).toBe(ticket.id);
    expect(await app.db.$count(sales, eq(sales.id, ticket.id))).toBe(1);

    const read = await call(app, "GET", `/api/sales/${ticket.id}`, { token: owner });
    expect((read.envelope.body as Sale).ticketLabel).toBe("KXZ 123");
  });

  it("asks for a label, and refuses someone who may not sell at the counter", async () => {
    const blank = await park(cashier, { ticketLabel: " ", lines: washes(1), expectedAmount: 2000 });
    expect(blank.response.statusCode).toBe(400);
    expect(blank.envelope.message).toBe("Give the ticket a plate or a name.");

    await app.db.insert(groups).values({ name: "Back office only", permission: permissionFromPaths(["sales.list", "sales.new"]) });
    const clerk = await signIn(app, await addUser(app, "Back office only", "clerk@shop.test"));
    expect((await park(clerk, { ticketLabel: "A", lines: washes(1), expectedAmount: 2000 })).response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/sales/tickets", { token: clerk })).response.statusCode).toBe(403);
  });
});

describe("the open tickets list", () => {
  it("holds parked tickets, back-office pending sales and converted quotes, and leaves out completed, voided and deleted sales", async () => {
    const ticket = await parked("Blue van");
    const backOffice = await createSale(app, owner, { customerId: customer.id, lines: washes(1), expectedAmount: 2000 });
    const quote = await createQuote(app, owner, { customerId: customer.id, notes: "", lines: washes(3), expectedAmount: 6000 });
    const converted = await postConvert(app, owner, quote.id, { expectedAmount: 6000 });
    const fromQuote = (converted.envelope.body as QuoteConverted).sale;
    const paid = await createSale(app, owner, { lines: washes(1), expectedAmount: 2000, payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }] });
    const voided = await createSale(app, owner, { lines: washes(1), expectedAmount: 2000, payments: [{ method: PaymentMethod.CreditCard, amount: 500 }] });
    await call(app, "POST", `/api/sales/${voided.id}/refunds`, { token: owner, body: { kind: VoidOrRefund.VOID, reason: "Test" }, headers: keyed() });
    const deleted = await createSale(app, owner, { lines: washes(1), expectedAmount: 2000 });
    await call(app, "DELETE", `/api/sales/${deleted.id}`, { token: owner, body: { reason: "Mistake" } });

    const page = await openTickets(cashier);
    const ids = page.items.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([ticket.id, backOffice.id, fromQuote.id]));
    expect(ids).not.toContain(paid.id);
    expect(ids).not.toContain(voided.id);
    expect(ids).not.toContain(deleted.id);
    expect(page.items.find((t) => t.id === ticket.id)).toMatchObject({
      ticketLabel: "Blue van",
      customer: { name: "Pat Plate" },
      vehicleTag: "KXZ 123",
      amount: 4000,
      balance: 4000,
      lineCount: 1,
      resumedAt: null,
    });
    expect(page.items.find((t) => t.id === fromQuote.id)).toMatchObject({ ticketLabel: null, amount: 6000, balance: 6000 });
  });
});

describe("resuming and paying a ticket", () => {
  it("another station resumes the ticket and pays it: the same sale completes, no new sale is made", async () => {
    const ticket = await parked("Red truck", [{ method: PaymentMethod.Cash, amount: 1000 }]);
    const salesBefore = await app.db.$count(sales);

    const resumed = await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: otherCashier });
    expect(resumed.response.statusCode, resumed.envelope.message).toBe(200);
    expect(resumed.envelope.body).toMatchObject({ id: ticket.id, ticketLabel: "Red truck", balance: 3000 });
    expect((await openTickets(cashier)).items.find((t) => t.id === ticket.id)?.resumedAt).not.toBeNull();

    const body: TicketSave = {
      ticketLabel: "Red truck",
      park: false,
      payments: [{ method: PaymentMethod.CreditCard, amount: 3000 }],
      registerSessionId: sessionId,
      resumedAt: (resumed.envelope.body as Sale).resumedAt!,
    };
    const paid = await save(otherCashier, ticket.id, body, "pay-red-truck");
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect(paid.envelope.message).toBe("Sale completed.");
    expect(paid.envelope.body).toMatchObject({ id: ticket.id, number: ticket.number, status: OrderStatus.Completed, paidTotal: 4000, balance: 0 });
    const replay = await save(otherCashier, ticket.id, body, "pay-red-truck");
    expect(replay.response.headers["idempotent-replayed"]).toBe("true");
    expect((replay.envelope.body as Sale).payments).toHaveLength(2);

    expect(await app.db.$count(sales)).toBe(salesBefore);
    expect((await openTickets(cashier)).items.map((t) => t.id)).not.toContain(ticket.id);
    const again = await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: cashier });
    expect(again.response.statusCode).toBe(409);
    expect(again.envelope.code).toBe(ticketRefusals.notOpen.code);
  });

  it("changes lines while nothing is paid, refuses once something is, and parks again under a new label", async () => {
    const ticket = await parked("Green car");
    const changed = await save(cashier, ticket.id, {
      resumedAt: null,
      ticketLabel: "Green car (2)",
      park: true,
      lines: washes(3),
      expectedAmount: 6000,
      customerId: customer.id,
      vehicleId: customer.vehicles[0]!.id,
    });
    expect(changed.response.statusCode, changed.envelope.message).toBe(200);
    expect(changed.envelope.body).toMatchObject({ ticketLabel: "Green car (2)", amount: 6000, status: OrderStatus.Pending });

    await postPayment(app, cashier, ticket.id, { method: PaymentMethod.Cash, amount: 100, registerSessionId: sessionId });
    const locked = await save(cashier, ticket.id, { resumedAt: null, ticketLabel: "Green car", park: true, lines: washes(1), expectedAmount: 2000 });
    expect(locked.response.statusCode).toBe(409);
    expect(locked.envelope.code).toBe(saleRefusals.editLocked.code);
  });

  it("is at one counter at a time: another takes it over on purpose, and the first can no longer save it", async () => {
    const ticket = await parked("Blue van");
    const first = await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: cashier, body: {} });
    expect(first.response.statusCode, first.envelope.message).toBe(200);
    const firstResume = (first.envelope.body as Sale).resumedAt!;

    const second = await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: otherCashier, body: {} });
    expect(second.response.statusCode).toBe(409);
    expect(second.envelope).toMatchObject({ code: ticketRefusals.inUse.code, message: ticketRefusals.inUse.message });

    const takenOver = await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: otherCashier, body: { takeOver: true } });
    expect(takenOver.response.statusCode, takenOver.envelope.message).toBe(200);
    const pay = (resumedAt: string) => ({
      ticketLabel: "Blue van",
      park: false,
      payments: [{ method: PaymentMethod.CreditCard, amount: 4000 }],
      registerSessionId: sessionId,
      resumedAt,
    });
    const stale = await save(cashier, ticket.id, pay(firstResume));
    expect(stale.response.statusCode).toBe(409);
    expect(stale.envelope.code).toBe(ticketRefusals.takenOver.code);
    expect((await app.db.select({ paid: sales.paidTotal }).from(sales).where(eq(sales.id, ticket.id)))[0]!.paid).toBe(0);

    const paid = await save(otherCashier, ticket.id, pay((takenOver.envelope.body as Sale).resumedAt!));
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect(paid.envelope.body).toMatchObject({ status: OrderStatus.Completed, paidTotal: 4000 });
    const logged = await app.db
      .select({ details: activityLogs.details })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "sale"), eq(activityLogs.entityId, ticket.id), eq(activityLogs.action, ActivityAction.Details)));
    expect(logged.map((l) => (l.details as { ticket: string }).ticket)).toEqual(["resumed", "taken over"]);
  });

  it("tells the other stations when a ticket is parked or resumed", async () => {
    const base = await app.app.listen({ port: 0, host: "127.0.0.1" });
    const socket: Socket = io(base, { path: "/io", auth: { token: otherCashier }, reconnection: false, transports: ["websocket"] });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    const hints: RealtimeHint[] = [];
    socket.on("hint", (hint: RealtimeHint) => hints.push(hint));
    // Other hints may arrive too (on PostgreSQL, earlier tests' work can still be on its way): wait
    // for this ticket's two.
    const ofTicket = (id: string) => hints.filter((h) => h.entity === "sales" && h.id === id);
    const twoFor = (id: string) =>
      new Promise<void>((resolve) => {
        const check = () => ofTicket(id).length >= 2 && resolve();
        socket.on("hint", check);
        check();
      });
    const ticket = await parked("Silver SUV");
    await call(app, "POST", `/api/sales/${ticket.id}/resume`, { token: cashier });
    await twoFor(ticket.id);
    socket.close();
    expect(ofTicket(ticket.id).map((h) => h.action)).toEqual(["New", "Edit"]);
  });
});

describe("voiding a ticket's payments", () => {
  it("gives back what was paid and cancels the sale, with who and why in the activity log", async () => {
    const ticket = await parked("Mistake", [{ method: PaymentMethod.Cash, amount: 1200 }]);
    const body = { reason: "Customer changed their mind", registerSessionId: sessionId };
    const voided = await call(app, "POST", `/api/sales/${ticket.id}/ticket/void`, { token: cashier, body, headers: keyed("void-mistake") });
    expect(voided.response.statusCode, voided.envelope.message).toBe(200);
    const sale = voided.envelope.body as Sale;
    expect(sale.status).toBe(OrderStatus.Cancel);
    expect(sale.refunds.map((r) => [r.kind, r.amount, r.reason, r.createdBy.name])).toEqual([
      [VoidOrRefund.VOID, 1200, "Customer changed their mind", "Cashier Tester"],
    ]);
    const replay = await call(app, "POST", `/api/sales/${ticket.id}/ticket/void`, { token: cashier, body, headers: keyed("void-mistake") });
    expect(replay.response.headers["idempotent-replayed"]).toBe("true");

    const logged = await app.db
      .select({ action: activityLogs.action, details: activityLogs.details })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "sale"), eq(activityLogs.entityId, ticket.id), eq(activityLogs.action, ActivityAction.Refund)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ reason: "Customer changed their mind", kind: VoidOrRefund.VOID });

    const twice = await call(app, "POST", `/api/sales/${ticket.id}/ticket/void`, { token: cashier, body, headers: keyed() });
    expect(twice.response.statusCode).toBe(409);
    expect(twice.envelope.code).toBe(ticketRefusals.notOpen.code);
  });

  it("needs a reason, and something paid", async () => {
    const ticket = await parked("Nothing paid");
    const noReason = await call(app, "POST", `/api/sales/${ticket.id}/ticket/void`, { token: cashier, body: { reason: "" }, headers: keyed() });
    expect(noReason.response.statusCode).toBe(400);
    const nothing = await call(app, "POST", `/api/sales/${ticket.id}/ticket/void`, { token: cashier, body: { reason: "Why" }, headers: keyed() });
    expect(nothing.response.statusCode).toBe(409);
    expect(nothing.envelope.code).toBe(ticketRefusals.nothingToVoid.code);
  });
});
