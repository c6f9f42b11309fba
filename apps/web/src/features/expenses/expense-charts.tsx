import "@mantine/charts/styles.layer.css";
import { BarChart, DonutChart } from "@mantine/charts";
import { ColorSwatch, Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { formatMoney, type ExpenseDashboard } from "@washdesk/domain";

const COLORS = ["blue.6", "teal.6", "orange.6", "grape.6", "red.6", "cyan.6", "lime.6", "pink.6", "indigo.6", "yellow.6", "green.6", "violet.6"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03" → "Mar 2026". */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;
/** Charts draw dollars; the amounts stay cents everywhere else. */
const dollars = (cents: number) => cents / 100;
const asMoney = (value: number) => formatMoney(Math.round(value * 100));

/**
 * The two charts of the dashboard, in their own module: @mantine/charts and recharts load only
 * when the dashboard is opened, so no other screen pays for the chart library.
 */
export default function ExpenseCharts({ dashboard }: { dashboard: ExpenseDashboard }) {
  const byCategory = dashboard.byCategory.map((c, i) => ({ name: c.name, value: dollars(c.amount), color: COLORS[i % COLORS.length]! }));
  const byMonth = dashboard.byMonth.map((m) => ({ month: monthLabel(m.month), Expenses: dollars(m.amount) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper withBorder p="md" radius="md" aria-label="Expenses by category">
        <Title order={2} size="h4" mb="sm">
          By category, last 12 months
        </Title>
        {byCategory.length === 0 ? (
          <Text c="dimmed">No expenses yet.</Text>
        ) : (
          <DonutChart data={byCategory} withLabelsLine withLabels labelsType="percent" valueFormatter={asMoney} withTooltip h={260} mx="auto" />
        )}
        {/* The legend: each category's colour in the chart beside its name and total. */}
        <ul aria-label="Totals by category" style={{ margin: 0, padding: 0, listStyle: "none" }}>
          {dashboard.byCategory.map((c, i) => (
            <li key={c.categoryId}>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${byCategory[i]!.color.replace(".", "-")})`} size={12} withShadow={false} aria-hidden />
                <Text size="sm">
                  {c.name}: {formatMoney(c.amount)}
                </Text>
              </Group>
            </li>
          ))}
        </ul>
      </Paper>
      <Paper withBorder p="md" radius="md" aria-label="Expenses by month">
        <Title order={2} size="h4" mb="sm">
          By month
        </Title>
        <BarChart
          h={300}
          data={byMonth}
          dataKey="month"
          series={[{ name: "Expenses", color: "blue.6" }]}
          valueFormatter={asMoney}
          tickLine="y"
          xAxisProps={{ interval: 1 }}
        />
      </Paper>
    </SimpleGrid>
  );
}
