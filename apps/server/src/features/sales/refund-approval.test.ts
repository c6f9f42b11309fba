import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  ActivityAction,
  OrderStatus,
  PaymentMethod,
  REFUND_APPROVAL_ATTEMPTS,
  saleRefusals,
  UserStatus,
  VoidOrRefund,
  type ApprovedRefundInput,
  type Sale,
} from "@washdesk/domain";
import { call, createTestApp, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { createSale, insertProduct, keyed, postRefund } from "./sale-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";

let app: TestApp;
let drawer: string;
let cashier: string;
let cashierId: string;
let managerId: string;
let product: Awaited<ReturnType<typeof insertProduct>>;

const MANAGER_PIN = "2468";
const CASHIER_PIN = "1357";
const FORMER_MANAGER_PIN = "9753";

async function staff(groupName: string, firstName: string, lastName: string, pin: string) {
  const email = `${firstName.toLowerCase()}@shop.test`;
  const { id } = await createStaffUser(app.db, { email, password: PASSWORD, firstName, lastName, groupName, pin });
  return { id, email };
}

beforeAll(async () => {
  app = await createTestApp();
  const manager = await staff("Manager", "Mara", "Manager", MANAGER_PIN);
  managerId = manager.id;
  const cashierUser = await staff("Cashier", "Cody", "Counter", CASHIER_PIN);
  cashierId = cashierUser.id;
  cashier = await signIn(app, cashierUser.email);
  // A manager who left: the PIN is still on file, the person is inactive.
  const former = await staff("Manager", "Fern", "Former", FORMER_MANAGER_PIN);
  await app.db.update(users).set({ status: UserStatus.INACTIVE }).where(eq(users.id, former.id));
  product = await insertProduct(app, { name: "Tire Shine", price: 1200 });
  // The cash of these sales goes into the cashier's open drawer (cash needs one).
  drawer = (await openRegister(app, cashier, (await insertRegister(app, "Counter")).id, 10_000)).id;
});
afterAll(() => app.close());

/** A $12.00 sale the cashier rang up, paid in cash. */
const paidSale = () =>
  createSale(app, cashier, {
    lines: [{ productId: product.id, quantity: 1 }],
    expectedAmount: 1200,
    payments: [{ method: PaymentMethod.Cash, amount: 1200 }],
    registerSessionId: drawer,
  });

const refundAll = { kind: VoidOrRefund.REFUND, reason: "Customer unhappy" } as const;

function postApproved(token: string, saleId: string, body: ApprovedRefundInput, key?: string) {
  return call(app, "POST", `/api/sales/${saleId}/refunds/approved`, { token, body, headers: keyed(key) });
}

const approvalLog = (saleId: string) =>
  app.db
    .select({ userId: activityLogs.userId, details: activityLogs.details })
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "sale"), eq(activityLogs.entityId, saleId), eq(activityLogs.action, ActivityAction.Refund)));

describe("refunds approved with a manager's PIN", () => {
  it("refuses a cashier's own refund: the right is the manager's", async () => {
    const sale = await paidSale();
    const { response, envelope } = await postRefund(app, cashier, sale.id, refundAll);
    expect(response.statusCode).toBe(403);
    expect(envelope.code).toBe("access.denied");
  });

  it("refunds on the cashier's behalf once a manager types their PIN, and the log names both", async () => {
    const sale = await paidSale();
    const key = crypto.randomUUID();
    const { response, envelope } = await postApproved(cashier, sale.id, { refund: refundAll, approverPin: MANAGER_PIN }, key);
    expect(response.statusCode, envelope.message).toBe(200);
    expect(envelope.message).toBe("Refund saved.");
    const refunded = envelope.body as Sale;
    expect(refunded).toMatchObject({ status: OrderStatus.Refund, refundedTotal: 1200, refundable: 0 });
    expect(refunded.refunds.map((r) => [r.method, r.amount])).toEqual([[PaymentMethod.Cash, 1200]]);

    const [logged, ...more] = await approvalLog(sale.id);
    expect(more).toHaveLength(0);
    expect(logged!.userId).toBe(cashierId);
    expect(logged!.details).toMatchObject({
      requestedBy: { id: cashierId, name: "Cody Counter" },
      approvedBy: { id: managerId, name: "Mara Manager" },
    });

    // A repeat with the same key is the first answer, not a second refund.
    const again = await postApproved(cashier, sale.id, { refund: refundAll, approverPin: MANAGER_PIN }, key);
    expect(again.response.statusCode).toBe(200);
    expect(again.response.headers["idempotent-replayed"]).toBe("true");
    expect(await approvalLog(sale.id)).toHaveLength(1);
  });

  it("voids an unpaid sale the same way", async () => {
    const sale = await createSale(app, cashier, { lines: [{ productId: product.id, quantity: 1 }], expectedAmount: 1200 });
    const { response, envelope } = await postApproved(cashier, sale.id, {
      refund: { kind: VoidOrRefund.VOID, reason: "Customer left" },
      approverPin: MANAGER_PIN,
    });
    expect(response.statusCode, envelope.message).toBe(200);
    expect((envelope.body as Sale).status).toBe(OrderStatus.Cancel);
  });

  it.each([
    ["a wrong PIN", "0000"],
    ["the PIN of someone without the right", CASHIER_PIN],
    ["the PIN of someone no longer active", FORMER_MANAGER_PIN],
  ])("refuses %s, changing nothing", async (_, pin) => {
    const sale = await paidSale();
    const { response, envelope } = await postApproved(cashier, sale.id, { refund: refundAll, approverPin: pin });
    expect(response.statusCode).toBe(400);
    expect(envelope.code).toBe(saleRefusals.approvalPinWrong.code);
    expect(envelope.message).toBe(saleRefusals.approvalPinWrong.message);
    expect(envelope.body).toEqual({ fields: [{ field: "approverPin", message: saleRefusals.approvalPinWrong.message }] });
    const read = (await call(app, "GET", `/api/sales/${sale.id}`, { token: cashier })).envelope.body as Sale;
    expect(read).toMatchObject({ status: OrderStatus.Completed, refundedTotal: 0 });
    expect(await approvalLog(sale.id)).toHaveLength(0);
  });

  it("asks for a PIN of four digits before looking anything up", async () => {
    const sale = await paidSale();
    const { response, envelope } = await postApproved(cashier, sale.id, { refund: refundAll, approverPin: "12" });
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("Type the manager's 4-digit PIN.");
  });

  it("stops guessing after a few wrong PINs, even the right one then waits", async () => {
    const guesser = await staff("Cashier", "Gus", "Guesser", "8642");
    const token = await signIn(app, guesser.email);
    const sale = await paidSale();
    for (let i = 0; i < REFUND_APPROVAL_ATTEMPTS; i++) {
      const { response } = await postApproved(token, sale.id, { refund: refundAll, approverPin: `11${String(i).padStart(2, "0")}` });
      expect(response.statusCode).toBe(400);
    }
    const { response, envelope } = await postApproved(token, sale.id, { refund: refundAll, approverPin: MANAGER_PIN });
    expect(response.statusCode).toBe(429);
    expect(envelope.code).toBe(saleRefusals.approvalLocked.code);
    expect(envelope.message).toBe("Too many wrong PINs. Try again in 15 minutes.");

    // Another cashier's device is not held up by it.
    const other = await postApproved(cashier, sale.id, { refund: refundAll, approverPin: MANAGER_PIN });
    expect(other.response.statusCode, other.envelope.message).toBe(200);
  });
});
