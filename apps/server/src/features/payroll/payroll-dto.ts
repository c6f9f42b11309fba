import { runTotals, type PayRun, type PayRunRow, type PayStub } from "@washdesk/domain";
import type { ComputedPeriod } from "./payroll-compute";
import type { RunRecord } from "./payroll-runs.repository";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A run's head as the list shows it. */
export function runRowOf(run: RunRecord): PayRunRow {
  return {
    id: run.id,
    schedule: run.schedule,
    period: { start: run.periodStart, end: run.periodEnd },
    status: run.status,
    paymentDate: run.paymentDate,
    totals: { gross: run.gross, deductions: run.deductions, net: run.net, tipsPaidOut: run.tipsPaidOut, employees: run.employees },
    createdAt: run.createdAt.toISOString(),
    paidAt: iso(run.paidAt),
    voidedAt: iso(run.voidedAt),
    voidReason: run.voidReason,
  };
}

/** A paid or voided run: its stubs as they were paid. */
export function frozenRunOf(run: RunRecord, stubs: readonly PayStub[]): PayRun {
  return { ...runRowOf(run), stubs: [...stubs], problems: [], undistributedTips: run.undistributed };
}

/** A draft: computed now, its totals with it. */
export function draftRunOf(run: RunRecord, computed: ComputedPeriod): PayRun {
  const head = runRowOf(run);
  return { ...head, totals: runTotals(computed.stubs), stubs: computed.stubs, problems: computed.problems, undistributedTips: computed.undistributed };
}
