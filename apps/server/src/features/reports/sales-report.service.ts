import { netSales, PACKAGE_ROLES, ReportRole, type ItemKind, type SalesReport, type VehicleType } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { readReport } from "./report-snapshot";
import { givenBack, groupBy, packageFigures, salesFigures } from "./sales-figures";
import { salesBreakdown } from "./sales-breakdown.repository";
import { carsByProductRole, refundsBy, salesByProduct, salesByStaff, tipsTotal, type Period, type RefundRow } from "./summary-read.repository";

/** Each day with sales or money given back, its net after that day's refunds and voids. */
function dayRows(days: Awaited<ReturnType<typeof salesBreakdown>>["byDay"], refunds: RefundRow[]): SalesReport["byDay"] {
  const dayOf = new Map(days.map((d) => [d.date, d]));
  const refundsOf = groupBy(refunds, (r) => r.date);
  const dates = [...new Set([...dayOf.keys(), ...refundsOf.keys()])].sort();
  return dates.map((date) => {
    const d = dayOf.get(date);
    const amount = d?.amount ?? 0;
    const back = givenBack(refundsOf.get(date) ?? []);
    return { date, saleCount: d?.saleCount ?? 0, carCount: d?.carCount ?? 0, amount, net: netSales(amount, back.refunds, back.voids) };
  });
}

/** Packages first (premium or not), then add-ons, then the other services: most cars first within each. */
const roleRank = (role: ReportRole) => (PACKAGE_ROLES.includes(role) ? 0 : role === ReportRole.AddOn ? 1 : 2);

/** GET /api/reports/sales. */
export async function salesReport(deps: AppDeps, period: Period): Promise<SalesReport> {
  return readReport(deps.db, [period], async (tx) => {
    const refunds = await refundsBy(tx, period);
    const sales = await salesBreakdown(tx, period);
    const products = (await salesByProduct(tx, period)).map((p) => ({ ...p, kind: p.kind as ItemKind }));
    const categories = new Map<string, SalesReport["byCategory"][number]>();
    for (const p of products) {
      const c = categories.get(p.category) ?? { category: p.category, quantity: 0, gross: 0, discount: 0, net: 0 };
      categories.set(p.category, {
        category: p.category,
        quantity: c.quantity + p.quantity,
        gross: c.gross + p.gross,
        discount: c.discount + p.discount,
        net: c.net + p.net,
      });
    }
    return {
      period,
      totals: salesFigures(sales.totals, refunds, [await tipsTotal(tx, period)]),
      byDay: dayRows(sales.byDay, refunds),
      byHour: sales.byHour,
      byProduct: products,
      byCategory: [...categories.values()].sort((a, b) => b.net - a.net || a.category.localeCompare(b.category)),
      byVehicleType: sales.byVehicleType.map((v) => ({ ...v, vehicleType: v.vehicleType as VehicleType | "" })),
      byStaff: await salesByStaff(tx, period),
      byCashier: sales.byCashier,
      carsByPackage: (await carsByProductRole(tx, period))
        .map((p) => ({ productId: p.productId, name: p.name, reportRole: p.reportRole, carCount: p.carCount }))
        .sort((a, b) => roleRank(a.reportRole) - roleRank(b.reportRole) || b.carCount - a.carCount || a.name.localeCompare(b.name)),
      packages: packageFigures(sales.totals),
    };
  });
}
