import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DayEndReport, type RegisterSessionPage, type SessionData } from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { closeRegister, dayEndOfDate, dayEndOfSession, getSession, insertRegister, openRegister } from "./register-fixtures";

// Blind close: with the shop setting on, a cashier (no management.register.edit) counts the drawer
// without being told the expected cash, and never reads the over/short; a manager reads both.

const clock = manualClock(new Date("2026-06-01T15:00:00Z"));
const TODAY = "2026-06-01";
let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(() => app.close());

const setBlind = (token: string, blindClose: boolean) => call(app, "PATCH", "/api/settings/utility", { token, body: { blindClose } });

describe("the blind close setting", () => {
  it("is off by default, changed with settings.system.utility only, and keeps the shop's name and time zone", async () => {
    expect((await call(app, "GET", "/api/settings/utility", { token: owner })).envelope.body).toEqual({ blindClose: false, receiptMessagesPerHour: 30 });
    expect((await call(app, "GET", "/api/settings/utility", { token: cashier })).response.statusCode).toBe(403);
    expect((await setBlind(cashier, true)).response.statusCode).toBe(403);
    const before = (await call(app, "GET", "/api/session", { token: owner })).envelope.body as SessionData;

    const saved = await setBlind(owner, true);
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.body).toEqual({ blindClose: true, receiptMessagesPerHour: 30 });
    expect((await call(app, "GET", "/api/settings/utility", { token: manager })).envelope.body).toEqual({ blindClose: true, receiptMessagesPerHour: 30 });
    const after = (await call(app, "GET", "/api/session", { token: owner })).envelope.body as SessionData;
    expect(after.utility).toEqual(before.utility);
    await setBlind(owner, false);
  });
});

describe("a blind count", () => {
  it("gives a cashier no expected cash before or after the count; a manager reads expected and over/short", async () => {
    await setBlind(owner, true);
    const session = await openRegister(app, cashier, (await insertRegister(app, "Blind lane")).id, 10_000);

    const live = await getSession(app, cashier, session.id);
    expect(live.cash).toMatchObject({ openingCash: 10_000, expectedCash: null, overShort: null, blind: true });
    expect((await getSession(app, manager, session.id)).cash).toMatchObject({ expectedCash: 10_000, blind: false });
    const listed = (await call(app, "GET", "/api/registers/sessions?status=open", { token: cashier })).envelope.body as RegisterSessionPage;
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((s) => s.cash.expectedCash === null && s.cash.blind)).toBe(true);

    const closed = await closeRegister(app, cashier, session.id, 9_900);
    expect(closed.cash).toMatchObject({ countedCash: 9_900, expectedCash: null, overShort: null, blind: true });
    expect((await getSession(app, manager, session.id)).cash).toMatchObject({ countedCash: 9_900, expectedCash: 10_000, overShort: -100 });

    const cashierReport: DayEndReport = await dayEndOfSession(app, cashier, session.id);
    expect(cashierReport.cash).toMatchObject({ expectedCash: null, overShort: null, blind: true });
    expect(cashierReport.sessions.every((s) => s.cash.expectedCash === null)).toBe(true);
    const cashierDay = await dayEndOfDate(app, cashier, TODAY);
    expect(cashierDay.cash).toMatchObject({ expectedCash: null, overShort: null, blind: true });
    const managerReport = await dayEndOfSession(app, manager, session.id);
    expect(managerReport.cash).toMatchObject({ expectedCash: 10_000, overShort: -100, blind: false });
    await setBlind(owner, false);
  });

  it("shows the cashier the expected cash again once the shop stops counting blind", async () => {
    const session = await openRegister(app, cashier, (await insertRegister(app, "Open lane")).id, 2_000);
    expect((await getSession(app, cashier, session.id)).cash).toMatchObject({ expectedCash: 2_000, blind: false });
  });
});
