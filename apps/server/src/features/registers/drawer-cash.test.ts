import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ItemKind, PaymentMethod, saleRefusals, type Quote, type QuoteConvert, type QuoteConverted, type Sale, type SessionData } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { createSale, insertProduct, postPayment, postSale } from "../sales/sale-fixtures";
import { createQuote, postConvert } from "../quotes/quote-fixtures";
import { dayEndOfDate, getSession, insertRegister, openRegister } from "./register-fixtures";

// Every cent is in a drawer: cash taken anywhere (the sale page, a converted quote, the counter)
// goes into the station's open register session, and cash with no session is refused unless the
// shop allows cash outside a register (System Settings › Payment profile).

const clock = manualClock(new Date("2026-06-01T15:00:00Z"));
const WASH = 2500;
let app: TestApp;
let owner: string;
let wash: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  wash = await insertProduct(app, { kind: ItemKind.Service, name: "Wash", price: WASH });
});
afterAll(() => app.close());

const unpaidSale = () => createSale(app, owner, { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: WASH, payments: [] });

const newQuote = () => createQuote(app, owner, { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: WASH, notes: "" });
const convert = (quoteId: string, body: Omit<QuoteConvert, "expectedAmount">) => postConvert(app, owner, quoteId, { expectedAmount: WASH, ...body });

describe("cash on the sale page", () => {
  it("goes into the station's open session: its expected cash rises by the payment and its tip", async () => {
    const session = await openRegister(app, owner, (await insertRegister(app, "Back office")).id, 5_000);
    const sale = await unpaidSale();
    const paid = await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: WASH, tip: 300, tendered: 3_000, registerSessionId: session.id });
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect(paid.envelope.body as Sale).toMatchObject({ paidTotal: WASH });
    const after = await getSession(app, owner, session.id);
    expect(after.cash).toMatchObject({ cashReceived: WASH + 300, expectedCash: 5_000 + WASH + 300 });
  });

  it("is refused without an open session, with its code, and nothing is paid; a card is taken anyway", async () => {
    const sale = await unpaidSale();
    const refused = await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: WASH });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope).toMatchObject({ code: saleRefusals.cashNeedsDrawer.code, message: saleRefusals.cashNeedsDrawer.message });
    const still = (await call(app, "GET", `/api/sales/${sale.id}`, { token: owner })).envelope.body as Sale;
    expect(still.paidTotal).toBe(0);

    const card = await postPayment(app, owner, sale.id, { method: PaymentMethod.CreditCard, amount: WASH });
    expect(card.response.statusCode, card.envelope.message).toBe(200);
  });

  it("refuses a new sale paid in cash without a session, and takes it with one", async () => {
    const session = await openRegister(app, owner, (await insertRegister(app, "New sale desk")).id, 0);
    const body = { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: WASH, payments: [{ method: PaymentMethod.Cash, amount: WASH }] };
    const refused = await postSale(app, owner, body);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(saleRefusals.cashNeedsDrawer.code);
    const taken = await postSale(app, owner, { ...body, registerSessionId: session.id });
    expect(taken.response.statusCode, taken.envelope.message).toBe(200);
    expect((await getSession(app, owner, session.id)).cash.cashReceived).toBe(WASH);
  });
});

describe("cash on a converted quote", () => {
  it("is refused without a session (the quote stays open), and lands in the session's expected cash with one", async () => {
    const quote = await newQuote();
    const cash = { payments: [{ method: PaymentMethod.Cash, amount: WASH }] };
    const refused = await convert(quote.id, cash);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope.code).toBe(saleRefusals.cashNeedsDrawer.code);
    const open = (await call(app, "GET", `/api/quotes/${quote.id}`, { token: owner })).envelope.body as Quote;
    expect(open.sale).toBeNull();

    const session = await openRegister(app, owner, (await insertRegister(app, "Quote desk")).id, 1_000);
    const converted = await convert(quote.id, { ...cash, registerSessionId: session.id });
    expect(converted.response.statusCode, converted.envelope.message).toBe(200);
    expect((converted.envelope.body as QuoteConverted).sale).toMatchObject({ paidTotal: WASH, registerSessionId: session.id });
    expect((await getSession(app, owner, session.id)).cash.expectedCash).toBe(1_000 + WASH);
  });
});

describe("cash outside a register, as the payment profile allows it", () => {
  const allow = async (cashOutsideRegister: boolean) => {
    const saved = await call(app, "PATCH", "/api/settings/payment-profile", { token: owner, body: { cashOutsideRegister } });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
  };
  const sessionUtility = async () => ((await call(app, "GET", "/api/session", { token: owner })).envelope.body as SessionData).utility;

  it("is taken with no register open on the sale page and on a new sale, and the day-end report lists it outside any drawer", async () => {
    await allow(true);
    expect((await sessionUtility()).cashOutsideRegister).toBe(true);
    const before = (await dayEndOfDate(app, owner, "2026-06-01")).cashFlow.payments.outside;
    const sale = await unpaidSale();
    const paid = await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: WASH, tip: 100 });
    expect(paid.response.statusCode, paid.envelope.message).toBe(200);
    expect(paid.envelope.body as Sale).toMatchObject({ paidTotal: WASH, registerSessionId: null });
    const rung = await postSale(app, owner, {
      lines: [{ productId: wash.id, quantity: 1 }],
      expectedAmount: WASH,
      payments: [{ method: PaymentMethod.Cash, amount: WASH }],
    });
    expect(rung.response.statusCode, rung.envelope.message).toBe(200);
    const converted = await convert((await newQuote()).id, { payments: [{ method: PaymentMethod.Cash, amount: WASH }] });
    expect(converted.response.statusCode, converted.envelope.message).toBe(200);
    expect((await dayEndOfDate(app, owner, "2026-06-01")).cashFlow.payments.outside).toBe(before + 3 * WASH + 100);
  });

  it("is refused again, in the domain's words, once the shop turns it off; nothing is paid", async () => {
    await allow(false);
    expect((await sessionUtility()).cashOutsideRegister).toBe(false);
    const sale = await unpaidSale();
    const refused = await postPayment(app, owner, sale.id, { method: PaymentMethod.Cash, amount: WASH });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.envelope).toMatchObject({ code: saleRefusals.cashNeedsDrawer.code, message: saleRefusals.cashNeedsDrawer.message });
    expect(((await call(app, "GET", `/api/sales/${sale.id}`, { token: owner })).envelope.body as Sale).paidTotal).toBe(0);
    const body = { lines: [{ productId: wash.id, quantity: 1 }], expectedAmount: WASH, payments: [{ method: PaymentMethod.Cash, amount: WASH }] };
    expect((await postSale(app, owner, body)).envelope.code).toBe(saleRefusals.cashNeedsDrawer.code);
  });
});
