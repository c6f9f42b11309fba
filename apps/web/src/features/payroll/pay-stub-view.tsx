import { SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  earningTypeLabels,
  formatDisplayDate,
  formatMoney,
  formatRate,
  hoursText,
  payrollMessages,
  payTypeLabels,
  recurrenceLabels,
  secondPaymentMethodLabels,
  type PayStubAnswer,
} from "@washdesk/domain";

export interface PayStubViewProps {
  stub: PayStubAnswer;
  /** The run's payment date once paid. */
  paymentDate?: string | null;
  /** The shop's name, printed at the top of the paper copy. */
  shopName?: string;
}

const period = (stub: PayStubAnswer) => `${formatDisplayDate(stub.period.start)} – ${formatDisplayDate(stub.period.end)}`;

/** A table's one row when it has nothing to list. */
function EmptyRow({ columns, children }: { columns: number; children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** The stub's bottom lines, each a row headed by its label. */
function totalRows(stub: PayStubAnswer): [string, string, boolean?][] {
  return [
    ["Regular hours", hoursText(stub.regularMs)],
    ["Overtime hours", hoursText(stub.overtimeMs)],
    ["Gross pay", formatMoney(stub.gross)],
    ["Deductions", formatMoney(stub.deductionsTotal)],
    ["Net pay", formatMoney(stub.net), true],
    ["Tips already paid out", formatMoney(stub.tipsPaidOut)],
    ["Paid by", secondPaymentMethodLabels[stub.paidBy]],
  ];
}

/**
 * One employee's pay stub (docs/product.md §2 /payroll): every earning line with its text (an
 * adjustment says what changed in which paid period), the workweeks overtime was worked out on,
 * the deductions, gross and net, and that WashDesk computes no taxes. The screen and the A4 paper
 * copy show the same figures.
 */
export function PayStubView({ stub, paymentDate, shopName }: PayStubViewProps) {
  return (
    <Stack gap="sm" className="pay-stub">
      <div>
        {/* On screen the dialog's title names the stub; the paper copy carries the shop and the name itself. */}
        {shopName && <Text fw={700}>{shopName}</Text>}
        {shopName && (
          <Title order={3} size="h4">
            Pay stub of {stub.employeeName}
          </Title>
        )}
        <Text size="sm">
          {recurrenceLabels[stub.schedule]} · {period(stub)} · {payTypeLabels[stub.payType]}
          {stub.overtimeExempt ? " · overtime exempt" : ""}
          {paymentDate ? ` · paid ${formatDisplayDate(paymentDate)}` : ""}
        </Text>
      </div>

      <Table aria-label="Earnings" withTableBorder verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Earning</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stub.earnings.length === 0 && <EmptyRow columns={4}>No earnings in this period.</EmptyRow>}
          {stub.earnings.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{earningTypeLabels[line.type]}</Table.Td>
              <Table.Td>
                {line.text}
                {line.workweek ? ` (week of ${formatDisplayDate(line.workweek)})` : ""}
              </Table.Td>
              <Table.Td ta="right">{line.hoursMs !== 0 ? hoursText(line.hoursMs) : ""}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {stub.workweeks.length > 0 && (
        <Table aria-label="Workweeks" withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week of</Table.Th>
              <Table.Th ta="right">Worked h</Table.Th>
              <Table.Th ta="right">Regular h</Table.Th>
              <Table.Th ta="right">Overtime h</Table.Th>
              <Table.Th ta="right">Regular rate</Table.Th>
              <Table.Th ta="right">Overtime pay</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stub.workweeks.map((week) => (
              <Table.Tr key={week.workweek}>
                <Table.Td>{formatDisplayDate(week.workweek)}</Table.Td>
                <Table.Td ta="right">{hoursText(week.workedMs)}</Table.Td>
                <Table.Td ta="right">{hoursText(week.regularMs)}</Table.Td>
                <Table.Td ta="right">{hoursText(week.overtimeMs)}</Table.Td>
                <Table.Td ta="right">{formatMoney(week.regularRate)}/h</Table.Td>
                <Table.Td ta="right">{formatMoney(week.overtimePay)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {/* Deductions beside the totals, so the whole stub fits a 768-pixel-high screen without scrolling. */}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Table aria-label="Deductions" withTableBorder verticalSpacing={6} style={{ alignSelf: "start" }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Deduction</Table.Th>
              <Table.Th>Note</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stub.deductions.length === 0 && <EmptyRow columns={3}>No deductions.</EmptyRow>}
            {stub.deductions.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.label}
                  {line.kind === "percent" && line.rate !== null ? ` (${formatRate(line.rate)} %)` : ""}
                </Table.Td>
                <Table.Td>{line.note ?? ""}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table aria-label="Totals" withTableBorder verticalSpacing={6}>
          <Table.Tbody>
            {totalRows(stub).map(([label, value, strong]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td ta="right" fw={strong ? 700 : undefined}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      {stub.tipsPaidOut > 0 && (
        <Text size="xs" c="dimmed">
          {payrollMessages.tipsPaidOut}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {payrollMessages.noTaxes}
      </Text>
    </Stack>
  );
}
