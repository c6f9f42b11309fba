import { SimpleGrid, Stack } from "@mantine/core";
import { can, formatMoney, type PurchasesReport } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { purchasesReportTables } from "./purchases-report-tables";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { monthLabel } from "./report-labels";
import { periodLabel } from "./report-period-params";
import { usePurchasesReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount } from "./report-table-data";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Purchases Report";

/** docs/product.md §2 /reports/purchases (purchasesReport): a period's purchases by vendor, product, month and how they were paid. */
export default function PurchasesReportPage() {
  const period = useReportPeriod();
  const report = usePurchasesReport(period.period);
  const group = useSessionStore(sessionSelectors.group);
  const list = can(group, "purchases.list");
  const tables = (data: PurchasesReport) => Object.values(purchasesReportTables(data, list));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = purchasesReportTables(data, list);
        const top = data.byVendor[0];
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <ReportStat
                label="Purchases"
                value={formatMoney(data.total.amount)}
                detail={`${formatCount(data.total.count)} ${data.total.count === 1 ? "purchase" : "purchases"}`}
              />
              <ReportStat label="Vendors" value={formatCount(data.byVendor.length)} />
              <ReportStat label="Largest vendor" value={top ? formatMoney(top.amount) : "—"} detail={top?.name} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <ReportTable table={table.byVendor} />
                <ReportTable table={table.byProduct} />
              </Stack>
              <Stack gap="md">
                <ReportChart
                  spec={{
                    label: `Chart of purchases by month, ${periodLabel(data.period)}; the figures are in the table "Purchases by month" below.`,
                    rows: data.byMonth.map((m) => ({ month: monthLabel(`${m.month}-01`), amount: m.amount })),
                    x: "month",
                    series: [{ key: "amount", name: "Purchases", color: chartColors[3] }],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.byMonth} />
                <ReportTable table={table.byPaidBy} />
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
