import { addDays, type CustomersReport } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { shopToday } from "../settings";
import { readReport } from "./report-snapshot";
import { sum } from "./sales-figures";
import { customerNames, customersInPeriod, lifetimeOf, notSeenSince, visitedBefore } from "./customer-read.repository";
import { saleTotals, type Period } from "./summary-read.repository";

const TOP = 10;
const NOT_SEEN_LISTED = 50;

/** GET /api/reports/customers. */
export async function customersReport(deps: AppDeps, query: Period & { notSeenDays: number }): Promise<CustomersReport> {
  const period = { from: query.from, to: query.to };
  const cutoff = addDays(await shopToday(deps, deps.db), -query.notSeenDays + 1);
  // "Not seen" looks at every day up to today: those days are brought up to date too.
  return readReport(deps.db, [period, { from: "2000-01-01", to: addDays(cutoff, 1) }], async (tx) => {
    const seen = (await customersInPeriod(tx, period)).filter((c) => c.visits > 0);
    const ids = seen.map((c) => c.customerId);
    const before = await visitedBefore(tx, ids, period.from);
    const names = new Map((await customerNames(tx, ids)).map((c) => [c.id, c]));
    const top = [...seen].sort((a, b) => b.spend - a.spend || b.visits - a.visits).slice(0, TOP);
    const lifetime = new Map(
      (
        await lifetimeOf(
          tx,
          top.map((c) => c.customerId),
        )
      ).map((l) => [l.customerId, l]),
    );
    const vips = seen.filter((c) => names.get(c.customerId)?.isVip);
    const notSeen = await notSeenSince(tx, cutoff, NOT_SEEN_LISTED);
    const notSeenLifetime = new Map(
      (
        await lifetimeOf(
          tx,
          notSeen.map((c) => c.id),
        )
      ).map((l) => [l.customerId, l]),
    );
    const visits = sum(seen, (c) => c.visits);
    return {
      period,
      visits,
      walkIns: (await saleTotals(tx, period)).saleCount - visits,
      newCustomers: seen.filter((c) => !before.has(c.customerId)).length,
      returningCustomers: seen.filter((c) => before.has(c.customerId)).length,
      topCustomers: top.map((c) => ({
        customerId: c.customerId,
        name: names.get(c.customerId)?.name ?? "",
        isVip: names.get(c.customerId)?.isVip ?? false,
        visits: c.visits,
        spend: c.spend,
        lifetimeSpend: lifetime.get(c.customerId)?.spend ?? c.spend,
        lastVisit: lifetime.get(c.customerId)?.lastVisit ?? null,
      })),
      vips: { count: vips.length, visits: sum(vips, (c) => c.visits), spend: sum(vips, (c) => c.spend) },
      notSeen: {
        days: query.notSeenDays,
        count: notSeen[0]?.total ?? 0,
        customers: notSeen.map((c) => ({
          customerId: c.id,
          name: c.name,
          isVip: c.isVip,
          visits: notSeenLifetime.get(c.id)?.visits ?? 0,
          lifetimeSpend: notSeenLifetime.get(c.id)?.spend ?? 0,
          lastVisit: c.lastVisit,
        })),
      },
    };
  });
}
