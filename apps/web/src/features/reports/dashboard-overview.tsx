import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { can, type Dashboard, type Group as PermissionGroup } from "@washdesk/domain";
import { Link } from "react-router";
import { chartColors } from "./report-chart-spec";
import { ReportChart } from "./report-chart";
import { monthLabel } from "./report-labels";
import { periodLabel, withPeriod } from "./report-period-params";
import { money, text, totalOf, type ReportTableData } from "./report-table-data";
import { ReportTable } from "./report-table";

type Overview = NonNullable<Dashboard["overview"]>;

const n = (title: string) => ({ title, numeric: true });

/** The twelve months as a table, with their sums. */
export function overviewTable(overview: Overview): ReportTableData {
  const { months } = overview;
  return {
    title: "Twelve months",
    columns: [{ title: "Month" }, n("Net sales"), n("Expenses"), n("Purchases"), n("Profit")],
    rows: months.map((m) => [text(monthLabel(m.from)), money(m.net), money(m.expenses), money(m.purchases), money(m.profit)]),
    totals: [
      text("Twelve months"),
      money(totalOf(months, (m) => m.net)),
      money(totalOf(months, (m) => m.expenses)),
      money(totalOf(months, (m) => m.purchases)),
      money(totalOf(months, (m) => m.profit)),
    ],
    empty: "No months to show",
    minWidth: 520,
  };
}

/** docs/product.md §2 /home, overview part: twelve months of net sales, expenses, purchases and profit. */
export function DashboardOverview({ overview, group }: { overview: Overview; group: PermissionGroup | null }) {
  const first = overview.months[0];
  const last = overview.months.at(-1);
  const span = first && last ? { from: first.from, to: last.to } : null;
  const generalLink = span && can(group, "reports.general") ? withPeriod("/reports", { preset: "custom", period: span }) : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-overview">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="dashboard-overview">
            Last twelve months
          </Title>
          {span && (
            <Text size="sm" c="dimmed">
              {periodLabel(span)}
            </Text>
          )}
        </div>
        {generalLink && (
          <Anchor component={Link} to={generalLink}>
            General report
          </Anchor>
        )}
      </Group>
      <ReportChart
        spec={{
          label: `Chart of net sales, expenses, purchases and profit by month${span ? `, ${periodLabel(span)}` : ""}; the figures are in the table "Twelve months" below.`,
          rows: overview.months.map((m) => ({ month: monthLabel(m.from), net: m.net, expenses: m.expenses, purchases: m.purchases, profit: m.profit })),
          x: "month",
          series: [
            { key: "net", name: "Net sales", color: chartColors[0] },
            { key: "expenses", name: "Expenses", color: chartColors[2] },
            { key: "purchases", name: "Purchases", color: chartColors[3] },
            { key: "profit", name: "Profit", color: chartColors[1] },
          ],
          unit: "money",
        }}
      />
      <ReportTable table={overviewTable(overview)} headingOrder={3} />
    </Stack>
  );
}
