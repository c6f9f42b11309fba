import { and, eq, inArray } from "drizzle-orm";
import { addDays, defaultPeriod, previousPeriod, Recurrence, runTotals } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { payRuns, payrollCommissionRules, users } from "../platform/db/schema";
import { computePeriod, payrollContext } from "../features/payroll/payroll-compute";
import { insertStub, markPaid } from "../features/payroll/payroll-runs.repository";

/**
 * Payroll of the demo shop (docs/product.md §2 /payroll): commission rules for two of the crew (a
 * detailer on 10 % of what she details, a washer on $5.00 per service), and the weekly run of the
 * week before last, paid, so the history screens have a run to show: the front desk and the two of
 * the crew on the rota (demo-crew-rota.ts), who are paid weekly. Last week is left to pay.
 */
export async function seedDemoPayroll(tx: Executor, ownerId: string, now: Date): Promise<void> {
  const crew = await tx
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.firstName, ["Priya", "Owen"]));
  const priya = crew.find((c) => c.firstName === "Priya");
  const owen = crew.find((c) => c.firstName === "Owen");
  const rules: (typeof payrollCommissionRules.$inferInsert)[] = [];
  if (priya) rules.push({ userId: priya.id, productId: null, kind: "percent", rate: 10_000, position: 0 });
  if (owen) rules.push({ userId: owen.id, productId: null, kind: "perUnit", amount: 500, position: 0 });
  if (rules.length > 0) await tx.insert(payrollCommissionRules).values(rules);

  const ctx = await payrollContext({ clock: () => now }, tx);
  const period = previousPeriod(defaultPeriod(ctx.today, Recurrence.EveryWeek, ctx.calendar), Recurrence.EveryWeek, ctx.calendar);
  const computed = await computePeriod(tx, ctx, Recurrence.EveryWeek, period, { withAdjustments: false });
  const [run] = await tx
    .insert(payRuns)
    .values({ schedule: Recurrence.EveryWeek, periodStart: period.start, periodEnd: period.end, status: "draft", createdBy: ownerId })
    .returning({ id: payRuns.id });
  const paymentDate = addDays(period.end, 3);
  for (const stub of computed.stubs) {
    await insertStub(tx, { runId: run!.id, stub, basis: computed.bases.get(stub.employeeId)!, paymentMethod: stub.paidBy, paymentDate, carried: [] });
  }
  await markPaid(tx, run!.id, {
    paymentDate,
    paidAt: new Date(`${paymentDate}T15:00:00Z`),
    paidBy: ownerId,
    totals: runTotals(computed.stubs),
    undistributed: computed.undistributed,
    tipMode: ctx.settings.tipMode,
  });
  await tx
    .update(payRuns)
    .set({ createdAt: new Date(`${addDays(period.end, 1)}T15:00:00Z`) })
    .where(and(eq(payRuns.id, run!.id)));
}
