import { SimpleGrid, Stack } from "@mantine/core";
import { can, formatMoney, type ExpensesReport } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { expensesReportTables } from "./expenses-report-tables";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { monthLabel } from "./report-labels";
import { periodLabel } from "./report-period-params";
import { useExpensesReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount } from "./report-table-data";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Expenses Report";

const expensesDetail = (count: number) => `${formatCount(count)} ${count === 1 ? "expense" : "expenses"}`;

/** docs/product.md §2 /reports/expenses (expensesReport): a period's expenses by category, month and method; scheduled against one-off. */
export default function ExpensesReportPage() {
  const period = useReportPeriod();
  const report = useExpensesReport(period.period);
  const group = useSessionStore(sessionSelectors.group);
  const list = can(group, "expenses.list");
  const tables = (data: ExpensesReport) => Object.values(expensesReportTables(data, list));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = expensesReportTables(data, list);
        const during = periodLabel(data.period);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 3 }}>
              <ReportStat label="Expenses" value={formatMoney(data.total.amount)} detail={expensesDetail(data.total.count)} />
              <ReportStat label="Scheduled" value={formatMoney(data.scheduled.amount)} detail={expensesDetail(data.scheduled.count)} />
              <ReportStat label="One-off" value={formatMoney(data.oneOff.amount)} detail={expensesDetail(data.oneOff.count)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="md">
                <ReportChart
                  spec={{
                    label: `Chart of expenses by category, ${during}; the figures are in the table "Expenses by category" below.`,
                    rows: data.byCategory.map((c) => ({ category: c.name, amount: c.amount })),
                    x: "category",
                    series: [{ key: "amount", name: "Expenses", color: chartColors[3] }],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.byCategory} />
                <ReportTable table={table.byMethod} />
              </Stack>
              <Stack gap="md">
                <ReportChart
                  spec={{
                    label: `Chart of expenses by month, ${during}; the figures are in the table "Expenses by month" below.`,
                    rows: data.byMonth.map((m) => ({ month: monthLabel(`${m.month}-01`), amount: m.amount })),
                    x: "month",
                    series: [{ key: "amount", name: "Expenses", color: chartColors[2] }],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.byMonth} />
                <ReportTable table={table.scheduled} />
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
