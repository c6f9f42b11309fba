import { SimpleGrid, Stack, Tabs } from "@mantine/core";
import { can, formatMoney, type SalesReport } from "@washdesk/domain";
import { useSearchParams } from "react-router";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { dayTick, hourLabel } from "./report-labels";
import { periodLabel, withPeriod } from "./report-period-params";
import { useSalesReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount, formatMaybeMoney, formatRatio, formatShare } from "./report-table-data";
import { salesReportTables } from "./sales-report-tables";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Sales Report";

const views = [
  ["summary", "Summary"],
  ["day", "By day"],
  ["hour", "By hour"],
  ["products", "Products"],
  ["categories", "Categories"],
  ["vehicles", "Vehicle types"],
  ["staff", "Staff"],
  ["cashiers", "Cashiers"],
  ["packages", "Packages"],
] as const;
type View = (typeof views)[number][0];
const isView = (value: string | null): value is View => views.some(([view]) => view === value);

/** The open tab, kept in the address (?view=) beside the period. */
function useView(): [View, (view: View) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("view");
  const set = (view: View) => {
    const next = new URLSearchParams(params);
    if (view === "summary") next.delete("view");
    else next.set("view", view);
    setParams(next, { replace: true });
  };
  return [isView(asked) ? asked : "summary", set];
}

/** docs/product.md §2 /reports/sales (salesReport): a period's sales by day, hour, product, category, vehicle type, staff and cashier; cars by package. */
export default function SalesReportPage() {
  const period = useReportPeriod();
  const report = useSalesReport(period.period);
  const group = useSessionStore(sessionSelectors.group);
  const [view, setView] = useView();
  const links = { payments: can(group, "reports.payments") ? withPeriod("/reports/payments", period) : null };
  const tables = (data: SalesReport) => Object.values(salesReportTables(data, links));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = salesReportTables(data, links);
        const during = periodLabel(data.period);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
              <ReportStat label="Net sales" value={formatMoney(data.totals.net)} />
              <ReportStat label="Sales" value={formatCount(data.totals.saleCount)} />
              <ReportStat label="Cars" value={formatCount(data.totals.carCount)} />
              <ReportStat label="Average ticket ($/car)" value={formatMaybeMoney(data.totals.averageTicket)} />
              <ReportStat
                label="Premium share"
                value={formatShare(data.packages.premiumShare)}
                detail={`${formatCount(data.packages.premiumCarCount)} of ${formatCount(data.packages.packageCarCount)} cars with a package`}
              />
              <ReportStat
                label="Add-ons per car"
                value={formatRatio(data.packages.addOnsPerCar)}
                detail={`${formatCount(data.packages.addOnCount)} add-ons on ${formatCount(data.packages.carCount)} cars`}
              />
            </SimpleGrid>
            {/* Every tab's table stays in the page, hidden by style alone, so print CSS can show them all on paper. */}
            <Tabs value={view} onChange={(next) => isView(next) && setView(next)} keepMounted keepMountedMode="display-none">
              <Tabs.List className="report-no-print">
                {views.map(([value, words]) => (
                  <Tabs.Tab key={value} value={value}>
                    {words}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="summary" pt="md">
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  <ReportTable table={table.sales} />
                  <Stack gap="lg">
                    <ReportTable table={table.cars} />
                    <ReportTable table={table.unpaid} />
                  </Stack>
                </SimpleGrid>
              </Tabs.Panel>
              <Tabs.Panel value="day" pt="md">
                <Stack gap="md">
                  <ReportChart
                    spec={{
                      label: `Chart of net sales by day, ${during}; the figures are in the table "Sales by day" below.`,
                      rows: data.byDay.map((d) => ({ day: dayTick(d.date), net: d.net })),
                      x: "day",
                      series: [{ key: "net", name: "Net sales", color: chartColors[0] }],
                      unit: "money",
                    }}
                  />
                  <ReportTable table={table.byDay} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="hour" pt="md">
                <Stack gap="md">
                  <ReportChart
                    spec={{
                      label: `Chart of sales by hour of day, ${during}; the figures are in the table "Sales by hour of day" below.`,
                      rows: data.byHour.map((h) => ({ hour: hourLabel(h.hour), amount: h.amount })),
                      x: "hour",
                      series: [{ key: "amount", name: "Sales total", color: chartColors[0] }],
                      unit: "money",
                    }}
                  />
                  <ReportTable table={table.byHour} />
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="products" pt="md">
                <ReportTable table={table.byProduct} />
              </Tabs.Panel>
              <Tabs.Panel value="categories" pt="md">
                <ReportTable table={table.byCategory} />
              </Tabs.Panel>
              <Tabs.Panel value="vehicles" pt="md">
                <ReportTable table={table.byVehicleType} />
              </Tabs.Panel>
              <Tabs.Panel value="staff" pt="md">
                <ReportTable table={table.byStaff} />
              </Tabs.Panel>
              <Tabs.Panel value="cashiers" pt="md">
                <ReportTable table={table.byCashier} />
              </Tabs.Panel>
              <Tabs.Panel value="packages" pt="md">
                <Stack gap="md">
                  <ReportChart
                    spec={{
                      label: `Chart of cars by package, ${during}; the figures are in the table "Cars by package" below.`,
                      rows: data.carsByPackage.map((p) => ({ name: p.name, cars: p.carCount })),
                      x: "name",
                      series: [{ key: "cars", name: "Cars", color: chartColors[1] }],
                      unit: "count",
                    }}
                  />
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                    <ReportTable table={table.carsByPackage} />
                    <ReportTable table={table.packages} />
                  </SimpleGrid>
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
