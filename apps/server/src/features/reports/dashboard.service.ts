import { averageOf, can, CAR_ITEM_KINDS, lastMonthToSameDay, netSales, presetPeriod, sameDayLastWeek, twelveMonths, type Dashboard } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { shopToday } from "../settings";
import { openSessionsFor } from "../registers";
import { onTheClockNow } from "../time-clock";
import { byMethod } from "./general-report.service";
import { readReport } from "./report-snapshot";
import { monthFigures, monthOf, noMonth } from "./month-figures";
import { givenBack, sum } from "./sales-figures";
import { paymentsByMethod, refundsBy, refundTotals, saleTotals, salesByDay, salesByProduct, type Period } from "./summary-read.repository";

/** Net sales, cars and tips of a period. */
async function dayFigures(tx: Transaction, period: Period) {
  const totals = await saleTotals(tx, period);
  const back = givenBack(await refundTotals(tx, period));
  const payments = await paymentsByMethod(tx, period);
  const net = netSales(totals.amount, back.refunds, back.voids);
  return { net, carCount: totals.carCount, averageTicket: averageOf(net, totals.carCount), tips: sum(payments, (p) => p.tip), payments };
}

async function daily(tx: Transaction, auth: AuthContext, today: string): Promise<Dashboard["daily"]> {
  const compareWith = sameDayLastWeek(today);
  const now = await dayFigures(tx, { from: today, to: today });
  const before = await dayFigures(tx, { from: compareWith, to: compareWith });
  // Expected cash only for those who look after drawers; a blind counter is told none (blind-close.ts).
  const seesCash = can(auth.group, "management.register.list", "management.register.edit");
  const sessions = await openSessionsFor(tx, auth);
  const clocked = await onTheClockNow({ db: tx });
  return {
    compareWith,
    net: { current: now.net, previous: before.net },
    carCount: { current: now.carCount, previous: before.carCount },
    averageTicket: { current: now.averageTicket, previous: before.averageTicket },
    tips: { current: now.tips, previous: before.tips },
    payments: byMethod(now.payments),
    registers: sessions.map((s) => ({
      sessionId: s.id,
      name: s.register.name,
      openedAt: s.openedAt,
      openedBy: s.openedBy.name,
      expectedCash: seesCash ? s.cash.expectedCash : null,
    })),
    onTheClock: clocked.map((p) => ({ userId: p.userId, name: p.name, onBreak: p.state === "onBreak", since: p.clockedInAt ?? "" })),
  };
}

async function monthly(tx: Transaction, today: string): Promise<Dashboard["monthly"]> {
  const current = presetPeriod("thisMonth", today);
  const previous = lastMonthToSameDay(today);
  const now = await dayFigures(tx, current);
  const before = await dayFigures(tx, previous);
  const refunds = await refundsBy(tx, current);
  const days = (await salesByDay(tx, current)).map((d) => {
    const back = givenBack(refunds.filter((r) => r.date === d.date));
    return { date: d.date, saleCount: d.saleCount, carCount: d.carCount, amount: d.amount, net: netSales(d.amount, back.refunds, back.voids) };
  });
  const services = (await salesByProduct(tx, current)).filter((p) => CAR_ITEM_KINDS.some((kind) => kind === p.kind));
  return {
    current,
    previous,
    net: { current: now.net, previous: before.net },
    carCount: { current: now.carCount, previous: before.carCount },
    days,
    topServices: services
      .sort((a, b) => b.quantity - a.quantity || b.net - a.net)
      .slice(0, 5)
      .map((p) => ({ productId: p.productId, name: p.name, quantity: p.quantity, net: p.net })),
  };
}

async function overview(tx: Transaction, today: string): Promise<Dashboard["overview"]> {
  const months = twelveMonths(today);
  const figures = await monthFigures(tx, { from: months[0]!.from, to: today });
  return {
    months: months.map(({ from, to }) => {
      const m = figures.get(monthOf(from)) ?? noMonth;
      return { from, to, net: m.net, expenses: m.expenses, purchases: m.purchases, profit: m.profit };
    }),
  };
}

/** GET /api/dashboard: the parts the person's group may see; the others are null and never computed. */
export async function dashboard(deps: AppDeps, auth: AuthContext): Promise<Dashboard> {
  const today = await shopToday(deps, deps.db);
  const showDaily = can(auth.group, "dashboard.daily");
  const showMonthly = can(auth.group, "dashboard.monthly");
  const showOverview = can(auth.group, "dashboard.overview");
  const periods: Period[] = [];
  if (showDaily) periods.push({ from: sameDayLastWeek(today), to: today });
  if (showMonthly) periods.push({ from: lastMonthToSameDay(today).from, to: today });
  if (showOverview) periods.push({ from: twelveMonths(today)[0]!.from, to: today });
  const from = periods.map((p) => p.from).sort()[0];
  return readReport(deps.db, from ? [{ from, to: today }] : [], async (tx) => ({
    today,
    daily: showDaily ? await daily(tx, auth, today) : null,
    monthly: showMonthly ? await monthly(tx, today) : null,
    overview: showOverview ? await overview(tx, today) : null,
  }));
}
