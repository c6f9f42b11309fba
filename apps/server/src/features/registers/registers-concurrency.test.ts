import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ActivityAction, ItemKind, PaymentMethod, registerMessages } from "@washdesk/domain";
import { addUser, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, registerSessions, sales } from "../../platform/db/schema";
import { insertProduct, postSale } from "../sales/sale-fixtures";
import { countOf, getSession, insertRegister, openRegister, postClose } from "./register-fixtures";

// On PGlite (one connection) these run one after another; the server-pg project runs them truly at
// once on PostgreSQL, where the session row lock is what keeps a drawer's count right.
let app: TestApp;
let cashier: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp();
  cashier = await signIn(app, await addUser(app, "Cashier"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: 2500 });
});
afterAll(() => app.close());

describe("closing a register under concurrency", () => {
  it("closes once when 20 closes arrive together", async () => {
    const drawer = await insertRegister(app, "Race lane");
    const session = await openRegister(app, cashier, drawer.id, 10_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => postClose(app, cashier, session.id, countOf(10_000))));
    const codes = results.map((r) => r.response.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of results.filter((r) => r.response.statusCode === 409)) expect(refused.envelope.message).toBe(registerMessages.alreadyClosed);
    const closes = await app.db.$count(activityLogs, and(eq(activityLogs.entityId, session.id), eq(activityLogs.action, ActivityAction.Completed)));
    expect(closes).toBe(1);
    const [row] = await app.db.select().from(registerSessions).where(eq(registerSessions.id, session.id));
    expect(row).toMatchObject({ expectedCash: 10_000, countedCash: 10_000 });
  });

  it("lands every sale sent during a close in the session, or refuses it; none is lost", async () => {
    const drawer = await insertRegister(app, "Busy lane");
    const session = await openRegister(app, cashier, drawer.id, 0);
    const sale = () =>
      postSale(app, cashier, {
        registerSessionId: session.id,
        lines: [{ productId: wash.id, quantity: 1 }],
        expectedAmount: 2500,
        payments: [{ method: PaymentMethod.Cash, amount: 2500 }],
      });
    // Two land for sure; then ten race the close.
    const settled = [await sale(), await sale()];
    const before = Array.from({ length: 5 }, sale);
    const close = postClose(app, cashier, session.id, countOf(0));
    const after = Array.from({ length: 5 }, sale);
    const results = [...settled, ...(await Promise.all([...before, ...after]))];
    const closed = await close;
    expect(closed.response.statusCode).toBe(200);

    const accepted = results.filter((r) => r.response.statusCode === 200);
    const refused = results.filter((r) => r.response.statusCode !== 200);
    for (const r of refused) {
      expect(r.response.statusCode).toBe(409);
      expect(r.envelope.message).toBe(registerMessages.sessionClosed);
    }
    // Every accepted sale is in the session, and in the expected cash frozen at the close.
    expect(await app.db.$count(sales, eq(sales.registerSessionId, session.id))).toBe(accepted.length);
    const final = await getSession(app, cashier, session.id);
    expect(final.cash.expectedCash).toBe(2500 * accepted.length);
    expect(final.cash.overShort).toBe(-(2500 * accepted.length));
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    expect(final.saleCount).toBe(accepted.length);
  });
});
