import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ItemKind, PaymentMethod, permissionFromPaths, saleRefusals, VoidOrRefund, type Customer, type Sale } from "@washdesk/domain";
import { call, createTestApp, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { createStaffUser } from "../../seed/create-user";
import { activityLogs, groups, outbox, payments, refunds, sales } from "../../platform/db/schema";
import { createCustomer } from "../customers/customer-fixtures";
import { insertRegister, openRegister } from "../registers/register-fixtures";
import { createSale, insertProduct, keyed } from "./sale-fixtures";

// Who may act on which sale record (docs/product.md §6): every action on a sale, for each demo group
// and a counter-only group, on a counter sale, a paid back-office sale, a pending back-office sale
// (an open ticket at the counter) and a deleted sale.

const OWNER_PIN = "8642";
const POS_ONLY = "Counter only";

type GroupName = "Owner" | "Manager" | "Cashier" | typeof POS_ONLY;
type SaleKind = "counter" | "backOfficePaid" | "backOfficePending" | "deleted";
type Action = "get" | "update" | "pay" | "refund" | "refundApproved" | "delete" | "emailReceipt" | "textReceipt" | "resume" | "save" | "void";

const groupNames: GroupName[] = ["Owner", "Manager", "Cashier", POS_ONLY];
const saleKinds: SaleKind[] = ["counter", "backOfficePaid", "backOfficePending", "deleted"];
const actions: Action[] = ["get", "update", "pay", "refund", "refundApproved", "delete", "emailReceipt", "textReceipt", "resume", "save", "void"];

let app: TestApp;
let owner: string;
let session: string;
let customer: Customer;
let wash: Awaited<ReturnType<typeof insertProduct>>;
const tokens = {} as Record<GroupName, string>;

beforeAll(async () => {
  app = await createTestApp();
  await app.db.insert(groups).values({ name: POS_ONLY, permission: permissionFromPaths(["sales.pos.new", "sales.pos.list"]) });
  for (const name of groupNames) {
    const email = `${name.replace(" ", "-").toLowerCase()}@rights.test`;
    await createStaffUser(app.db, {
      email,
      password: PASSWORD,
      firstName: name,
      lastName: "Tester",
      groupName: name,
      ...(name === "Owner" ? { pin: OWNER_PIN } : {}),
    });
    tokens[name] = await signIn(app, email);
  }
  owner = tokens.Owner;
  session = (await openRegister(app, owner, (await insertRegister(app, "Rights lane")).id, 10_000)).id;
  customer = await createCustomer(app, owner, { name: "Robin Rights", email: "robin@example.com" });
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Rights Wash", price: 2000 });
});
afterAll(() => app.close());

const line = () => ({ customerId: customer.id, lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: 2000 });

async function makeSale(kind: SaleKind): Promise<Sale> {
  switch (kind) {
    case "counter":
      return createSale(app, owner, { ...line(), registerSessionId: session, payments: [{ method: PaymentMethod.Cash, amount: 2000 }] });
    case "backOfficePaid":
      return createSale(app, owner, { ...line(), payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }] });
    case "backOfficePending":
      return createSale(app, owner, { ...line(), payments: [] });
    case "deleted": {
      const sale = await createSale(app, owner, { ...line(), payments: [{ method: PaymentMethod.CreditCard, amount: 2000 }] });
      const gone = await call(app, "DELETE", `/api/sales/${sale.id}`, { token: owner, body: { reason: "Rang twice" } });
      expect(gone.response.statusCode, gone.envelope.message).toBe(200);
      return sale;
    }
  }
}

function act(action: Action, token: string, sale: Sale) {
  const url = `/api/sales/${sale.id}`;
  const refund = { kind: VoidOrRefund.REFUND, reason: "Unhappy", registerSessionId: session };
  switch (action) {
    case "get":
      return call(app, "GET", url, { token });
    case "update":
      return call(app, "PATCH", url, { token, body: { notes: "changed" } });
    case "pay":
      return call(app, "POST", `${url}/payments`, {
        token,
        headers: keyed(),
        body: { method: PaymentMethod.CreditCard, amount: 500, registerSessionId: session },
      });
    case "refund":
      return call(app, "POST", `${url}/refunds`, { token, headers: keyed(), body: refund });
    case "refundApproved":
      return call(app, "POST", `${url}/refunds/approved`, { token, headers: keyed(), body: { refund, approverPin: OWNER_PIN } });
    case "delete":
      return call(app, "DELETE", url, { token, body: { reason: "Not wanted" } });
    case "emailReceipt":
      return call(app, "POST", `${url}/receipt/email`, { token, body: {} });
    case "textReceipt":
      return call(app, "POST", `${url}/receipt/sms`, { token, body: {} });
    case "resume":
      return call(app, "POST", `${url}/resume`, { token, body: { takeOver: true } });
    case "save":
      return call(app, "POST", `${url}/ticket`, {
        token,
        headers: keyed(),
        body: { ticketLabel: "Robin", park: true, payments: [], registerSessionId: session, resumedAt: sale.resumedAt ?? null },
      });
    case "void":
      return call(app, "POST", `${url}/ticket/void`, { token, headers: keyed(), body: { reason: "Changed mind", registerSessionId: session } });
  }
}

/** The route's own right (the contract's access), before any record is looked at. */
const routeRights: Record<Action, GroupName[]> = {
  get: groupNames,
  update: ["Owner", "Manager"],
  pay: groupNames,
  refund: ["Owner", "Manager"],
  refundApproved: groupNames,
  delete: ["Owner", "Manager"],
  emailReceipt: ["Owner", "Manager", "Cashier"],
  textReceipt: groupNames,
  resume: groupNames,
  save: groupNames,
  void: groupNames,
};

/** The rule, written out for the test: Sales List sees every live sale, the counter its own and the open tickets, deleted sales their own right. */
function sees(group: GroupName, kind: SaleKind): boolean {
  if (kind === "deleted") return group === "Owner" || group === "Manager";
  if (group !== POS_ONLY) return true;
  return kind !== "backOfficePaid";
}

/** Everything a request on a sale can leave behind: its row, payments, refunds, queued messages, log lines. */
async function traces(saleId: string) {
  const [row] = await app.db.select().from(sales).where(eq(sales.id, saleId));
  return {
    row,
    payments: await app.db.$count(payments, eq(payments.saleId, saleId)),
    refunds: await app.db.$count(refunds, eq(refunds.saleId, saleId)),
    messages: await app.db.$count(outbox, eq(outbox.entityId, saleId)),
    activity: await app.db.$count(activityLogs, eq(activityLogs.entityId, saleId)),
  };
}

describe("who may act on which sale", () => {
  for (const group of groupNames) {
    for (const action of actions) {
      it(`${group}: ${action}`, async () => {
        for (const kind of saleKinds) {
          const sale = await makeSale(kind);
          const before = await traces(sale.id);
          const { response, envelope } = await act(action, tokens[group], sale);
          const where = `${group} ${action} on a ${kind} sale: ${envelope.message}`;
          if (!routeRights[action].includes(group)) {
            expect(response.statusCode, where).toBe(403);
          } else if (!sees(group, kind) || (kind === "deleted" && action !== "get")) {
            // Out of view, or deleted (gone for every change): the same answer as a sale that does not exist.
            expect(response.statusCode, where).toBe(404);
            expect(envelope.code, where).toBe(saleRefusals.notFound.code);
          } else {
            // Let through: what happens next is the sale's own business (paid in full, not open…), never a refusal of access.
            expect([403, 404], where).not.toContain(response.statusCode);
            expect(response.statusCode, where).toBeLessThan(500);
            if (action === "get") expect((envelope.body as Sale).id, where).toBe(sale.id);
            continue;
          }
          expect(await traces(sale.id), `${where}: nothing written`).toEqual(before);
        }
      });
    }
  }

  it("lets the counter-only group pay an open back-office ticket, and refuses it a paid back-office sale", async () => {
    const pending = await makeSale("backOfficePending");
    const paid = await act("pay", tokens[POS_ONLY], pending);
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect((paid.envelope.body as Sale).paidTotal).toBe(500);
    const done = await makeSale("backOfficePaid");
    const refused = await act("pay", tokens[POS_ONLY], done);
    expect(refused.response.statusCode).toBe(404);
    expect(refused.envelope.message).toBe("This sale does not exist or was deleted.");
  });
});
