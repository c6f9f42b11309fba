import type { CashCount, DayEndReport, Drop, RegisterSession } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";
import { registers } from "../../platform/db/schema";
import { keyed } from "../sales/sale-fixtures";

/** A drawer straight in the table. */
export async function insertRegister(app: TestApp, name: string) {
  const [row] = await app.db.insert(registers).values({ name }).returning();
  return row!;
}

/** Cash counts for an amount in whole $20, $1 and cents, as a cashier would count it. */
export function countOf(cents: number): CashCount {
  const twenties = Math.floor(cents / 2000);
  const dollars = Math.floor((cents % 2000) / 100);
  return { "2000": twenties, "100": dollars, "1": cents % 100 };
}

async function expectOk<T>(pending: ReturnType<typeof call>): Promise<T> {
  const { response, envelope } = await pending;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${envelope.message}`);
  return envelope.body as T;
}

export const postOpen = (app: TestApp, token: string, registerId: string, counts: CashCount, key?: string) =>
  call(app, "POST", "/api/registers/sessions", { token, body: { registerId, counts }, headers: keyed(key) });
export const postClose = (app: TestApp, token: string, sessionId: string, counts: CashCount, key?: string) =>
  call(app, "POST", `/api/registers/sessions/${sessionId}/close`, { token, body: { counts }, headers: keyed(key) });
export const postDrop = (app: TestApp, token: string, sessionId: string, amount: number, key?: string) =>
  call(app, "POST", `/api/registers/sessions/${sessionId}/drops`, { token, body: { amount, note: "" }, headers: keyed(key) });

export const openRegister = (app: TestApp, token: string, registerId: string, openingCash: number) =>
  expectOk<RegisterSession>(postOpen(app, token, registerId, countOf(openingCash)));
export const closeRegister = (app: TestApp, token: string, sessionId: string, countedCash: number) =>
  expectOk<RegisterSession>(postClose(app, token, sessionId, countOf(countedCash)));
export const addDrop = (app: TestApp, token: string, sessionId: string, amount: number) => expectOk<Drop>(postDrop(app, token, sessionId, amount));
export const getSession = (app: TestApp, token: string, sessionId: string) =>
  expectOk<RegisterSession>(call(app, "GET", `/api/registers/sessions/${sessionId}`, { token }));
export const dayEndOfSession = (app: TestApp, token: string, sessionId: string) =>
  expectOk<DayEndReport>(call(app, "GET", `/api/reports/day-end/${sessionId}`, { token }));
export const dayEndOfDate = (app: TestApp, token: string, date: string) =>
  expectOk<DayEndReport>(call(app, "GET", `/api/reports/day-end?date=${date}`, { token }));

/** The day-end report straight from the service, for tests that have a database but no app (the seeded demo shop). */
export { dayEndOfDate as dayEndReport } from "./day-end.service";
