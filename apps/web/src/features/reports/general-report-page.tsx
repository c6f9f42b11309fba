import { SimpleGrid, Stack } from "@mantine/core";
import { can, formatMoney, paymentMethodLabels, type GeneralReport } from "@washdesk/domain";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { periodLabel, withDates, withPeriod } from "./report-period-params";
import { useGeneralReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount, formatMaybeMoney } from "./report-table-data";
import { generalReportTables, type GeneralReportLinks } from "./general-report-tables";
import { useReportPeriod } from "./use-report-period";

const TITLE = "General Report";

/** docs/product.md §2 /reports (generalReport): one period's summary; each figure leads to the report behind it. */
export default function GeneralReportPage() {
  const period = useReportPeriod();
  const report = useGeneralReport(period.period);
  const group = useSessionStore(sessionSelectors.group);
  const links: GeneralReportLinks = {
    sales: can(group, "reports.sales") ? withPeriod("/reports/sales", period) : null,
    payments: can(group, "reports.payments") ? withPeriod("/reports/payments", period) : null,
    expenses: can(group, "expenses.list") ? withDates("/expenses/list", period.period) : null,
    purchases: can(group, "purchases.list") ? withDates("/purchases/list", period.period) : null,
  };
  const tables = (data: GeneralReport) => Object.values(generalReportTables(data, links));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = generalReportTables(data, links);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat label="Net sales" value={formatMoney(data.sales.net)} href={links.sales} />
              <ReportStat label="Cars" value={formatCount(data.sales.carCount)} href={links.sales} />
              <ReportStat label="Average ticket ($/car)" value={formatMaybeMoney(data.sales.averageTicket)} href={links.sales} />
              <ReportStat label="Net cash flow" value={formatMoney(data.netCashFlow)} detail="Money in (payments and tips, points aside) less money out" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <ReportTable table={table.sales} />
                <ReportTable table={table.cars} />
                <ReportTable table={table.unpaid} />
              </Stack>
              <Stack gap="lg">
                <ReportChart
                  spec={{
                    label: `Chart of payments by method, ${periodLabel(data.period)}; the figures are in the table "Payments by method" below.`,
                    rows: data.payments.map((p) => ({ method: paymentMethodLabels[p.method], amount: p.amount, tip: p.tip })),
                    x: "method",
                    series: [
                      { key: "amount", name: "Amount", color: chartColors[0] },
                      { key: "tip", name: "Tips", color: chartColors[1] },
                    ],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.payments} />
                <ReportTable table={table.refunds} />
                <ReportTable table={table.spending} />
                <ReportTable table={table.cashFlow} />
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
