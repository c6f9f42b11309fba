import { SimpleGrid, Stack, Text } from "@mantine/core";
import { can, formatMoney, reportMessages, type PnlReport } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { periodLabel, withPeriod } from "./report-period-params";
import { usePnlReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { pnlReportTables, type PnlReportLinks } from "./pnl-report-tables";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Profit and Loss";

/** Revenue against what it cost, as bars; labor only once it is recorded. */
function chartRows(report: PnlReport) {
  return [
    { figure: "Revenue", amount: report.revenue },
    { figure: "Cost of goods", amount: report.costOfGoods },
    { figure: "Expenses", amount: report.expenses },
    ...(report.labor === null ? [] : [{ figure: "Labor", amount: report.labor }]),
    { figure: "Net profit", amount: report.netProfit },
  ];
}

/** docs/product.md §2 /reports/pnl (pnlReport): revenue, cost of goods, gross margin, expenses, labor and net profit, cash basis. */
export default function PnlReportPage() {
  const period = useReportPeriod();
  const report = usePnlReport(period.period);
  const group = useSessionStore(sessionSelectors.group);
  const links: PnlReportLinks = {
    sales: can(group, "reports.sales") ? withPeriod("/reports/sales", period) : null,
    expenses: can(group, "reports.expense") ? withPeriod("/reports/expenses", period) : null,
    purchases: can(group, "reports.purchase") ? withPeriod("/reports/purchases", period) : null,
  };
  const tables = (data: PnlReport) => Object.values(pnlReportTables(data, links));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = pnlReportTables(data, links);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat label="Revenue" value={formatMoney(data.revenue)} detail="Net sales less sales tax" />
              <ReportStat label="Gross margin" value={formatMoney(data.grossMargin)} detail="Revenue less cost of goods sold" />
              <ReportStat label="Net profit" value={formatMoney(data.netProfit)} />
              <ReportStat label="Cash paid for stock" value={formatMoney(data.purchases)} detail="Purchases, not subtracted" href={links.purchases} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="sm">
                <ReportTable table={table.statement} />
                <Text size="sm" c="dimmed">
                  {reportMessages.costOfGoods}
                </Text>
                <Text size="sm" c="dimmed">
                  {reportMessages.cashBasis}
                </Text>
              </Stack>
              <Stack gap="lg">
                <ReportChart
                  spec={{
                    label: `Chart of revenue against costs and net profit, ${periodLabel(data.period)}; the figures are in the table "Profit and loss".`,
                    rows: chartRows(data),
                    x: "figure",
                    series: [{ key: "amount", name: "Amount", color: chartColors[0] }],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.expenses} />
                <ReportTable table={table.stock} />
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
