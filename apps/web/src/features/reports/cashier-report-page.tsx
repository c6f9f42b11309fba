import { SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney, type CashierReport } from "@washdesk/domain";
import { cashierReportTables } from "./cashier-report-tables";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { periodLabel } from "./report-period-params";
import { useCashierReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { countOf, formatCount, totalOf } from "./report-table-data";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Cashier Report";

/** docs/product.md §2 /reports/cashier (cashierReport): per person, sales, discounts, voids, refunds, their drawers' over/short and drops. */
export default function CashierReportPage() {
  const period = useReportPeriod();
  const report = useCashierReport(period.period);
  const tables = (data: CashierReport) => Object.values(cashierReportTables(data));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const { cashiers } = data;
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat
                label="Sales total"
                value={formatMoney(totalOf(cashiers, (c) => c.amount))}
                detail={`${formatCount(countOf(cashiers, (c) => c.saleCount))} sales`}
              />
              <ReportStat label="Discounts given" value={formatMoney(totalOf(cashiers, (c) => c.discount))} />
              <ReportStat label="Voided" value={formatMoney(totalOf(cashiers, (c) => c.voids))} />
              <ReportStat label="Refunded" value={formatMoney(totalOf(cashiers, (c) => c.refunds))} />
            </SimpleGrid>
            <ReportChart
              spec={{
                label: `Chart of sales, voids and refunds by cashier, ${periodLabel(data.period)}; the figures are in the table "By cashier" below.`,
                rows: cashiers.map((c) => ({ name: c.name, amount: c.amount, voids: c.voids, refunds: c.refunds })),
                x: "name",
                series: [
                  { key: "amount", name: "Sales total", color: chartColors[0] },
                  { key: "voids", name: "Voided", color: chartColors[4] },
                  { key: "refunds", name: "Refunded", color: chartColors[2] },
                ],
                unit: "money",
                height: 220,
              }}
            />
            <Stack gap="xs">
              <ReportTable table={cashierReportTables(data).byCashier} />
              <Text size="sm" c="dimmed">
                Drawers opened are those the person opened in the period; over/short is that of the ones closed, blank while none is.
              </Text>
            </Stack>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
