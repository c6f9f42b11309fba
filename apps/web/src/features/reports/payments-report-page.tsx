import { SimpleGrid, Stack } from "@mantine/core";
import { formatMoney, paymentMethodLabels, type PaymentsReport } from "@washdesk/domain";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { ReportFrame } from "./report-frame";
import { dayTick } from "./report-labels";
import { periodLabel } from "./report-period-params";
import { usePaymentsReport } from "./report-queries";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { formatCount } from "./report-table-data";
import { paymentsReportTables } from "./payments-report-tables";
import { useReportPeriod } from "./use-report-period";

const TITLE = "Payments Report";

/** docs/product.md §2 /reports/payments (paymentsReport): a period's payments by method, origin and day; refunds and voids by method; tips by staff. */
export default function PaymentsReportPage() {
  const period = useReportPeriod();
  const report = usePaymentsReport(period.period);
  const tables = (data: PaymentsReport) => Object.values(paymentsReportTables(data));

  return (
    <ReportFrame title={TITLE} period={period} query={report} tables={tables}>
      {(data) => {
        const table = paymentsReportTables(data);
        const during = periodLabel(data.period);
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <ReportStat
                label="Payments"
                value={formatMoney(data.total.amount)}
                detail={`${formatCount(data.total.count)} ${data.total.count === 1 ? "payment" : "payments"}`}
              />
              <ReportStat label="Tips" value={formatMoney(data.total.tip)} />
              <ReportStat label="Refunds" value={formatMoney(data.total.refunds)} />
              <ReportStat label="Voids" value={formatMoney(data.total.voids)} />
            </SimpleGrid>
            <ReportChart
              spec={{
                label: `Chart of payments, tips and refunds by day, ${during}; the figures are in the table "Payments by day" below.`,
                rows: data.byDay.map((d) => ({ day: dayTick(d.date), amount: d.amount, tip: d.tip, refunds: d.refunds })),
                x: "day",
                series: [
                  { key: "amount", name: "Payments", color: chartColors[0] },
                  { key: "tip", name: "Tips", color: chartColors[1] },
                  { key: "refunds", name: "Refunds", color: chartColors[2] },
                ],
                unit: "money",
              }}
            />
            <ReportTable table={table.byDay} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="md">
                <ReportChart
                  spec={{
                    label: `Chart of payments by method, ${during}; the figures are in the table "Payments by method" below.`,
                    rows: data.byMethod.map((p) => ({ method: paymentMethodLabels[p.method], amount: p.amount, tip: p.tip })),
                    x: "method",
                    series: [
                      { key: "amount", name: "Amount", color: chartColors[0] },
                      { key: "tip", name: "Tips", color: chartColors[1] },
                    ],
                    unit: "money",
                    height: 220,
                  }}
                />
                <ReportTable table={table.byMethod} />
              </Stack>
              <Stack gap="lg">
                <ReportTable table={table.byOrigin} />
                <ReportTable table={table.refunds} />
                <ReportTable table={table.tipsByStaff} />
              </Stack>
            </SimpleGrid>
          </Stack>
        );
      }}
    </ReportFrame>
  );
}
