import { Anchor, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatMoney } from "@washdesk/domain";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ExpenseActions } from "./expense-actions";
import { useExpenseDashboard } from "./expense-queries";
import { UpcomingSchedules } from "./upcoming-schedules";

const ExpenseCharts = lazy(() => import("./expense-charts"));

/** "+12.5 %" against last month; nothing to compare with when last month was 0. */
function change(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return thisMonth === 0 ? "No change" : "Nothing last month";
  const percent = ((thisMonth - lastMonth) / lastMonth) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(1)} % against last month`;
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** docs/product.md §2 /expenses (expensesDashboard): this month against last, charts by category and by month, upcoming schedules. */
export default function ExpensesDashboardPage() {
  const dashboard = useExpenseDashboard();
  const data = dashboard.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to="/expenses/list">
          All expenses
        </Anchor>
        <ExpenseActions />
      </Group>
      {!data ? (
        <Center py="xl">{dashboard.isError ? <Text c="dimmed">The dashboard could not be loaded.</Text> : <Loader aria-label="Loading dashboard" />}</Center>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stat label="This month" value={formatMoney(data.thisMonth)} detail={change(data.thisMonth, data.lastMonth)} />
            <Stat label="Last month" value={formatMoney(data.lastMonth)} />
          </SimpleGrid>
          <Suspense fallback={<Loader aria-label="Loading charts" />}>
            <ExpenseCharts dashboard={data} />
          </Suspense>
          <UpcomingSchedules schedules={data.upcoming} />
        </>
      )}
    </Stack>
  );
}
