import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { formatDisplayDate, formatMoney, recurrenceLabels } from "@washdesk/domain";
import { Link, useSearchParams } from "react-router";
import { DateRangeFields } from "../../components/date-range-fields";
import { ListTable } from "../../components/list-table";
import { usePaymentDates } from "./payroll-queries";

const periodText = (period: { start: string; end: string }) => `${formatDisplayDate(period.start)} – ${formatDisplayDate(period.end)}`;

/**
 * Payroll by payment date (docs/product.md §2 /payroll/paymentDates): paid runs grouped by the day
 * they were paid, with their totals, and what each schedule has due next. Left empty, the range is
 * the server's (the last twelve months).
 */
export default function PaymentDatesPage() {
  const [params, setParams] = useSearchParams();
  const range = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const list = usePaymentDates(range);
  const data = list.data;
  const sum = (pick: (row: NonNullable<typeof data>["dates"][number]) => number) => (data?.dates ?? []).reduce((total, row) => total + pick(row), 0);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Due next
      </Title>
      <ListTable
        label="Due next"
        minWidth={600}
        headers={["Schedule", "Period", { title: "Employees", align: "right" }, "Run"]}
        empty={(data?.due.length ?? 0) === 0}
        emptyText={list.isPending ? "Loading…" : "Nothing is due."}
      >
        {data?.due.map((due) => (
          <Table.Tr key={due.schedule}>
            <Table.Td>{recurrenceLabels[due.schedule]}</Table.Td>
            <Table.Td>{periodText(due.period)}</Table.Td>
            <Table.Td ta="right">{due.employees}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/payroll?schedule=${due.schedule}&start=${due.period.start}`}>
                Run {recurrenceLabels[due.schedule].toLowerCase()} payroll for {periodText(due.period)}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>

      <Title order={2} size="h4">
        Paid by payment date
      </Title>
      <div style={{ display: "flex", gap: "var(--mantine-spacing-sm)", alignItems: "flex-end", flexWrap: "wrap" }}>
        <DateRangeFields
          from={range.from}
          to={range.to}
          clearable
          onChange={(next) => setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)), { replace: true })}
        />
      </div>
      <ListTable
        label="Payment dates"
        minWidth={800}
        headers={[
          "Payment date",
          "Schedules",
          { title: "Runs", align: "right" },
          { title: "Gross", align: "right" },
          { title: "Deductions", align: "right" },
          { title: "Net", align: "right" },
        ]}
        empty={(data?.dates.length ?? 0) === 0}
        emptyText={list.isPending ? "Loading…" : "No runs were paid in this range."}
        foot={
          data &&
          data.dates.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>Total</Table.Th>
                <Table.Th />
                <Table.Th ta="right">{sum((row) => row.runs)}</Table.Th>
                <Table.Th ta="right">{formatMoney(sum((row) => row.gross))}</Table.Th>
                <Table.Th ta="right">{formatMoney(sum((row) => row.deductions))}</Table.Th>
                <Table.Th ta="right">{formatMoney(sum((row) => row.net))}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )
        }
      >
        {data?.dates.map((row) => (
          <Table.Tr key={row.paymentDate}>
            <Table.Td>{formatDisplayDate(row.paymentDate)}</Table.Td>
            <Table.Td>{row.schedules.map((schedule) => recurrenceLabels[schedule]).join(", ")}</Table.Td>
            <Table.Td ta="right">{row.runs}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.gross)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.deductions)}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.net)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Text size="xs" c="dimmed">
        Paid runs only: a draft has no payment date yet.
      </Text>
    </Stack>
  );
}
