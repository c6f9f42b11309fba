import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, ItemKind, OrderStatus, PaymentMethod, VoidOrRefund, type Customer, type RefundPage, type Sale } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { createSale, insertCombo, insertProduct, nyExclusiveTax, pointsOf, postRefund, setPoints, stockOf } from "./sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date("2026-06-01T16:00:00Z"));
let app: TestApp;
/** The open drawer session the cash of these tests goes into (cash needs one). */
let drawer: string;
let owner: string;
let customer: Customer;
let wax: Awaited<ReturnType<typeof insertProduct>>;
let towel: Awaited<ReturnType<typeof insertProduct>>;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  // Sessions outlive the day the clock skips (the void rule is about business days, not sign-in).
  app = await createTestApp({ clock: clock.now, config: { sessionIdleMs: 7 * DAY, sessionMaxMs: 7 * DAY } });
  owner = await signIn(app, await addUser(app, "Owner"));
  drawer = (await openRegister(app, owner, (await insertRegister(app, "Counter")).id, 10_000)).id;
  customer = await createCustomer(app, owner, { name: "Rita Refund" });
  // $10.00 + 8.875 % = $10.89 a unit.
  wax = await insertProduct(app, { name: "Wax Kit", price: 1000, stock: 50, ...nyExclusiveTax });
  towel = await insertProduct(app, { name: "Towel", price: 300, stock: 50 });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Basic Wash", price: 1500 });
});
afterAll(() => app.close());

const waxSale = (quantity: number, payments: { method: PaymentMethod; amount: number }[] = [{ method: PaymentMethod.Cash, amount: 1089 * quantity }]) => ({
  customerId: customer.id,
  lines: [{ productId: wax.id, quantity }],
  expectedAmount: 1089 * quantity,
  payments,
  registerSessionId: drawer,
});

describe("VOID", () => {
  it("undoes a paid sale on its business day: each payment back its own way, stock and points back, sale cancelled", async () => {
    const stock = await stockOf(app, wax.id);
    const points = await pointsOf(app, customer.id);
    const sale = await createSale(
      app,
      owner,
      waxSale(3, [
        { method: PaymentMethod.Cash, amount: 2000 },
        { method: PaymentMethod.CreditCard, amount: 1267 },
      ]),
    );
    expect(await pointsOf(app, customer.id)).toBe(points + 32);
    const { response, envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.VOID, reason: "Rang up the wrong customer" });
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Sale voided.");
    const voided = envelope.body as Sale;
    expect(voided).toMatchObject({ status: OrderStatus.Cancel, refundedTotal: 3267, refundable: 0 });
    expect(voided.refunds.map((r) => [r.kind, r.method, r.amount])).toEqual([
      [VoidOrRefund.VOID, PaymentMethod.CreditCard, 1267],
      [VoidOrRefund.VOID, PaymentMethod.Cash, 2000],
    ]);
    expect(new Set(voided.refunds.map((r) => r.groupId)).size).toBe(1);
    expect(voided.refunds[0]).toMatchObject({
      lines: [{ lineId: voided.lines[0]!.id, quantity: 3, amount: 3267 }],
      pointsTakenBack: 32,
      businessDate: "2026-06-01",
    });
    expect(voided.lines[0]!.refundedQuantity).toBe(3);
    expect(voided.payments.map((p) => p.refundedAmount)).toEqual([2000, 1267]);
    expect(await stockOf(app, wax.id)).toBe(stock);
    expect(await pointsOf(app, customer.id)).toBe(points);

    const twice = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.VOID, reason: "again" });
    expect(twice.response.statusCode).toBe(409);
    expect(twice.envelope.message).toBe("A cancelled sale can't be voided.");
    const refund = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "again" });
    expect(refund.envelope.message).toBe("A cancelled sale has nothing to refund.");
  });

  it("cancels an unpaid sale with a zero void on record", async () => {
    const stock = await stockOf(app, wax.id);
    const sale = await createSale(app, owner, waxSale(2, []));
    const { envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.VOID, reason: "Customer left" });
    expect(envelope.body).toMatchObject({ status: OrderStatus.Cancel, refundedTotal: 0 });
    expect((envelope.body as Sale).refunds.map((r) => [r.amount, r.paymentId])).toEqual([[0, null]]);
    expect(await stockOf(app, wax.id)).toBe(stock);
  });

  it("is refused after the sale's business day (refund instead)", async () => {
    const sale = await createSale(app, owner, waxSale(1));
    clock.advance(DAY);
    try {
      const { response, envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.VOID, reason: "late" });
      expect(response.statusCode).toBe(409);
      expect(envelope.message).toBe("A sale can only be voided on its own business day (01 Jun, 2026). Refund it instead.");
      const refund = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "late" });
      expect(refund.envelope.body).toMatchObject({ status: OrderStatus.Refund, refundedTotal: 1089 });
      expect((refund.envelope.body as Sale).refunds[0]!.businessDate).toBe("2026-06-02");
    } finally {
      clock.advance(-DAY);
    }
  });

  it("takes neither lines, an amount nor a payment", async () => {
    const sale = await createSale(app, owner, waxSale(1));
    const { response, envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.VOID, reason: "x", amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("A void gives back the whole sale: leave out lines, amount and payment.");
  });
});

describe("REFUND", () => {
  it("gives back some lines: their price with tax, standard stock and combo parts restored, PartialRefund then Refund", async () => {
    // A combo at $25.00 (no tax) bundling 2 towels and a wash.
    const combo = await insertCombo(app, 2500, [
      { productId: towel.id, quantity: 2 },
      { productId: wash.id, quantity: 1 },
    ]);
    const [waxStock, towelStock] = [await stockOf(app, wax.id), await stockOf(app, towel.id)];
    const sale = await createSale(app, owner, {
      customerId: customer.id,
      lines: [
        { productId: wax.id, quantity: 3 },
        { productId: combo.id, quantity: 2 },
      ],
      expectedAmount: 3267 + 5000,
      payments: [{ method: PaymentMethod.CreditCard, amount: 8267 }],
    });
    expect(await stockOf(app, towel.id)).toBe(towelStock! - 4);
    const [waxLine, comboLine] = sale.lines;

    const part = await postRefund(app, owner, sale.id, {
      kind: VoidOrRefund.REFUND,
      reason: "Scratched bottle; one combo unused",
      lines: [
        { lineId: waxLine!.id, quantity: 1 },
        { lineId: comboLine!.id, quantity: 1 },
      ],
    });
    expect(part.response.statusCode, part.envelope.message).toBe(200);
    expect(part.envelope.message).toBe("Refund saved.");
    const refunded = part.envelope.body as Sale;
    // One wax ($10.89) and one combo ($25.00) back to the card.
    expect(refunded).toMatchObject({ status: OrderStatus.PartialRefund, refundedTotal: 1089 + 2500, refundable: 8267 - 3589 });
    expect(refunded.refunds.map((r) => [r.method, r.amount, r.paymentId])).toEqual([[PaymentMethod.CreditCard, 3589, refunded.payments[0]!.id]]);
    expect(refunded.lines.map((l) => l.refundedQuantity)).toEqual([1, 1]);
    expect(await stockOf(app, wax.id)).toBe(waxStock! - 2);
    expect(await stockOf(app, towel.id)).toBe(towelStock! - 2);

    const tooMany = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "x", lines: [{ lineId: waxLine!.id, quantity: 3 }] });
    expect(tooMany.response.statusCode).toBe(409);
    expect(tooMany.envelope.message).toBe("Only 2 of Wax Kit can still be returned.");

    const rest = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Unhappy customer", method: PaymentMethod.Cash });
    expect(rest.envelope.body).toMatchObject({ status: OrderStatus.Refund, refundedTotal: 8267, refundable: 0 });
    expect((rest.envelope.body as Sale).refunds[1]).toMatchObject({ method: PaymentMethod.Cash, amount: 4678 });
    expect(await stockOf(app, wax.id)).toBe(waxStock);
    expect(await stockOf(app, towel.id)).toBe(towelStock);

    const more = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "x", amount: 1 });
    expect(more.envelope.message).toBe("This sale was already refunded in full.");
  });

  it("refunds an amount to another method, never more than is left, and takes earned points back in proportion", async () => {
    const stock = await stockOf(app, wax.id);
    await setPoints(app, customer.id, 0);
    const sale = await createSale(app, owner, waxSale(3, [{ method: PaymentMethod.CreditCard, amount: 3267 }]));
    expect(await pointsOf(app, customer.id)).toBe(32);
    const over = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "x", amount: 3268 });
    expect(over.response.statusCode).toBe(409);
    expect(over.envelope.message).toBe("Only $32.67 can still be refunded on this sale.");
    const { envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Goodwill", amount: 1089, method: PaymentMethod.Cash });
    const refund = (envelope.body as Sale).refunds[0]!;
    // 32 points × 1089 / 3267 = 10.67 → 11 taken back.
    expect(refund).toMatchObject({ method: PaymentMethod.Cash, amount: 1089, pointsTakenBack: 11, lines: [] });
    expect(await pointsOf(app, customer.id)).toBe(21);
    // A refund by amount is a money adjustment: stock stays.
    expect(await stockOf(app, wax.id)).toBe(stock! - 3);
  });

  it("gives what was paid with points back as points", async () => {
    await setPoints(app, customer.id, 1000);
    const sale = await createSale(
      app,
      owner,
      waxSale(1, [
        { method: PaymentMethod.AwardPoints, amount: 500 },
        { method: PaymentMethod.Cash, amount: 589 },
      ]),
    );
    // 1000 − 500 spent + 5 earned on $5.89.
    expect(await pointsOf(app, customer.id)).toBe(505);
    const { envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Returned" });
    const refunds = (envelope.body as Sale).refunds;
    expect(refunds.map((r) => [r.method, r.amount, r.pointsReturned, r.pointsTakenBack])).toEqual([
      [PaymentMethod.Cash, 589, 0, 5],
      [PaymentMethod.AwardPoints, 500, 500, 0],
    ]);
    expect(await pointsOf(app, customer.id)).toBe(1000);
  });

  it("is refused on a sale that is not paid yet", async () => {
    const sale = await createSale(app, owner, waxSale(1, []));
    const { response, envelope } = await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "x" });
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("Only a paid sale can be refunded. Void this one, or take the payment first.");
  });
});

describe("GET /api/sales/refunds", () => {
  it("lists refunds with sale number, customer, amount, method, reason, who and when; a deleted sale's refunds leave with it", async () => {
    const sale = await createSale(app, owner, waxSale(2));
    await postRefund(app, owner, sale.id, { kind: VoidOrRefund.REFUND, reason: "Listed refund", amount: 500 });
    // Refunds are stamped by the app's clock, which an earlier test moved ahead: find this one by its sale.
    const { envelope } = await call(app, "GET", "/api/sales/refunds?pageSize=200", { token: owner });
    const page = envelope.body as RefundPage;
    expect(page.items.find((r) => r.saleId === sale.id)).toMatchObject({
      saleId: sale.id,
      saleNumber: sale.number,
      customer: { id: customer.id, name: "Rita Refund" },
      kind: VoidOrRefund.REFUND,
      amount: 500,
      method: PaymentMethod.Cash,
      reason: "Listed refund",
      createdBy: { name: "Owner Tester" },
    });
    expect(page.total).toBeGreaterThan(1);
    const voids = (await call(app, "GET", `/api/sales/refunds?kind=${VoidOrRefund.VOID}&pageSize=200`, { token: owner })).envelope.body as RefundPage;
    expect(voids.items.every((r) => r.kind === VoidOrRefund.VOID)).toBe(true);
    expect(voids.totals.count).toBe(voids.items.length);

    await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: "Test sale" } });
    const after = (await call(app, "GET", "/api/sales/refunds?pageSize=200", { token: owner })).envelope.body as RefundPage;
    expect(after.items.some((r) => r.saleId === sale.id)).toBe(false);
    expect(after.total).toBe(page.total - 1);

    const logged = await app.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "sale"), eq(activityLogs.entityId, sale.id)));
    expect(logged.map((r) => r.action)).toEqual([ActivityAction.New, ActivityAction.Refund, ActivityAction.Delete]);
  });
});
