import { Anchor, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { can, formatDisplayDate, formatMoney, paymentMethodLabels, type Dashboard, type Group as PermissionGroup } from "@washdesk/domain";
import { Link } from "react-router";
import { formatDateTimeAt } from "../../components/shop-dates";
import { changeText } from "./report-change";
import { count, countOf, formatCount, formatMaybeMoney, money, text, totalOf, type ReportTableData } from "./report-table-data";
import { ReportStat } from "./report-stat";
import { ReportTable } from "./report-table";
import { DashboardAppointments } from "./dashboard-appointments";

type Daily = NonNullable<Dashboard["daily"]>;

const n = (title: string) => ({ title, numeric: true });

/** Today's payments by method and the open drawers, as tables. */
export function dailyTables(daily: Daily, timeZone: string | undefined) {
  const withCash = daily.registers.some((r) => r.expectedCash !== null);
  return {
    payments: {
      title: "Payments today",
      columns: [{ title: "Method" }, n("Payments"), n("Amount"), n("Tips"), n("Total")],
      rows: daily.payments.map((p) => [text(paymentMethodLabels[p.method]), count(p.count), money(p.amount), money(p.tip), money(p.amount + p.tip)]),
      totals: [
        text("All methods"),
        count(countOf(daily.payments, (p) => p.count)),
        money(totalOf(daily.payments, (p) => p.amount)),
        money(totalOf(daily.payments, (p) => p.tip)),
        money(totalOf(daily.payments, (p) => p.amount + p.tip)),
      ],
      empty: "No payments yet today",
      minWidth: 480,
    },
    // Expected cash only reaches those allowed to see it (the server sends null otherwise): no column then.
    registers: {
      title: "Open registers",
      columns: [{ title: "Register" }, { title: "Opened" }, { title: "Opened by" }, ...(withCash ? [n("Expected cash")] : [])],
      rows: daily.registers.map((r) => [
        text(r.name),
        text(formatDateTimeAt(r.openedAt, timeZone)),
        text(r.openedBy),
        ...(withCash ? [money(r.expectedCash)] : []),
      ]),
      empty: "No register is open",
      minWidth: 480,
    },
    onTheClock: {
      title: "On the clock now",
      columns: [{ title: "Employee" }, { title: "Since" }, { title: "Now" }],
      rows: daily.onTheClock.map((p) => [text(p.name), text(formatDateTimeAt(p.since, timeZone)), text(p.onBreak ? "On a break" : "Working")]),
      empty: "Nobody is on the clock",
      minWidth: 400,
    },
  } satisfies Record<string, ReportTableData>;
}

export interface DashboardDailyProps {
  daily: Daily;
  today: string;
  group: PermissionGroup | null;
  timeZone: string | undefined;
}

/** docs/product.md §2 /home, daily part: today so far against the same weekday last week. */
export function DashboardDaily({ daily, today, group, timeZone }: DashboardDailyProps) {
  const against = (previous: string) => `Last week ${previous}`;
  const salesLink = can(group, "reports.sales") ? "/reports/sales?preset=today" : null;
  const paymentsLink = can(group, "reports.payments") ? "/reports/payments?preset=today" : null;
  const tables = dailyTables(daily, timeZone);
  return (
    <Stack gap="md" component="section" aria-labelledby="dashboard-today">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="dashboard-today">
            Today
          </Title>
          <Text size="sm" c="dimmed">
            {formatDisplayDate(today)}, against {formatDisplayDate(daily.compareWith)} (the same weekday last week)
          </Text>
        </div>
        {can(group, "reports.dayEndReport") && (
          <Anchor component={Link} to="/reports/dayEnd">
            Day-end report
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <ReportStat
          label="Net sales"
          value={formatMoney(daily.net.current)}
          detail={`${against(formatMoney(daily.net.previous))} · ${changeText(daily.net.current, daily.net.previous)}`}
          href={salesLink}
        />
        <ReportStat
          label="Cars"
          value={formatCount(daily.carCount.current)}
          detail={`${against(formatCount(daily.carCount.previous))} · ${changeText(daily.carCount.current, daily.carCount.previous)}`}
          href={salesLink}
        />
        <ReportStat
          label="Average ticket ($/car)"
          value={formatMaybeMoney(daily.averageTicket.current)}
          detail={against(formatMaybeMoney(daily.averageTicket.previous))}
          href={salesLink}
        />
        <ReportStat
          label="Tips"
          value={formatMoney(daily.tips.current)}
          detail={`${against(formatMoney(daily.tips.previous))} · ${changeText(daily.tips.current, daily.tips.previous)}`}
          href={paymentsLink}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ReportTable table={tables.payments} headingOrder={3} />
        <ReportTable table={tables.registers} headingOrder={3} />
        <ReportTable table={tables.onTheClock} headingOrder={3} />
        <DashboardAppointments group={group} />
      </SimpleGrid>
    </Stack>
  );
}
