import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { can, formatMoney, type Dashboard, type Group as PermissionGroup } from "@washdesk/domain";
import { Link } from "react-router";
import { changeText } from "./report-change";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { dayTick } from "./report-labels";
import { periodLabel } from "./report-period-params";
import { count, countOf, date, formatCount, money, text, totalOf, type ReportTableData } from "./report-table-data";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";

type Monthly = NonNullable<Dashboard["monthly"]>;

const n = (title: string) => ({ title, numeric: true });

/** The month's days and its top services, as tables. */
export function monthlyTables(monthly: Monthly) {
  return {
    days: {
      title: "This month by day",
      columns: [{ title: "Date" }, n("Sales"), n("Cars"), n("Sales total"), n("Net sales")],
      rows: monthly.days.map((d) => [date(d.date), count(d.saleCount), count(d.carCount), money(d.amount), money(d.net)]),
      totals: [
        text("Month to date"),
        count(countOf(monthly.days, (d) => d.saleCount)),
        count(countOf(monthly.days, (d) => d.carCount)),
        money(totalOf(monthly.days, (d) => d.amount)),
        money(totalOf(monthly.days, (d) => d.net)),
      ],
      empty: "No sales yet this month",
      minWidth: 520,
    },
    topServices: {
      title: "Top services",
      columns: [{ title: "Service" }, n("Quantity"), n("Net")],
      rows: monthly.topServices.map((s) => [text(s.name), count(s.quantity), money(s.net)]),
      empty: "No services sold yet this month",
    },
  } satisfies Record<string, ReportTableData>;
}

/** docs/product.md §2 /home, monthly part: month to date against last month to the same day. */
export function DashboardMonthly({ monthly, group }: { monthly: Monthly; group: PermissionGroup | null }) {
  const tables = monthlyTables(monthly);
  const lastMonth = (previous: string, current: number, before: number) => `Last month ${previous} · ${changeText(current, before)}`;
  const salesLink = can(group, "reports.sales") ? "/reports/sales?preset=thisMonth" : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-month">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="dashboard-month">
            This month
          </Title>
          <Text size="sm" c="dimmed">
            {periodLabel(monthly.current)}, against {periodLabel(monthly.previous)}
          </Text>
        </div>
        {salesLink && (
          <Anchor component={Link} to={salesLink}>
            Sales report
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <ReportStat
          label="Net sales this month"
          value={formatMoney(monthly.net.current)}
          detail={lastMonth(formatMoney(monthly.net.previous), monthly.net.current, monthly.net.previous)}
          href={salesLink}
        />
        <ReportStat
          label="Cars this month"
          value={formatCount(monthly.carCount.current)}
          detail={lastMonth(formatCount(monthly.carCount.previous), monthly.carCount.current, monthly.carCount.previous)}
          href={salesLink}
        />
      </SimpleGrid>
      <ReportChart
        spec={{
          label: `Chart of net sales by day, ${periodLabel(monthly.current)}; the figures are in the table "This month by day" below.`,
          rows: monthly.days.map((d) => ({ day: dayTick(d.date), net: d.net })),
          x: "day",
          series: [{ key: "net", name: "Net sales", color: chartColors[0] }],
          unit: "money",
          height: 220,
        }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportTable table={tables.days} headingOrder={3} />
        <ReportTable table={tables.topServices} headingOrder={3} />
      </SimpleGrid>
    </Stack>
  );
}
