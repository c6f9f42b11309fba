import { Stack, Table, Text, Title } from "@mantine/core";
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
        {shopName && <Text fw={700}>{shopName}</Text>}
        <Title order={3} size="h4">
          Pay stub of {stub.employeeName}
        </Title>
        <Text size="sm">
          {recurrenceLabels[stub.schedule]} · {period(stub)} · {payTypeLabels[stub.payType]}
          {stub.overtimeExempt ? " · overtime exempt" : ""}
          {paymentDate ? ` · paid ${formatDisplayDate(paymentDate)}` : ""}
        </Text>
      </div>

      <Table aria-label="Earnings" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Earning</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th ta="right">Hours</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stub.earnings.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed">
                  No earnings in this period.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
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
        <Table aria-label="Workweeks" withTableBorder>
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

      <Table aria-label="Deductions" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Deduction</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stub.deductions.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No deductions.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
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

      <Table aria-label="Totals" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Regular hours</Table.Th>
            <Table.Td ta="right">{hoursText(stub.regularMs)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Overtime hours</Table.Th>
            <Table.Td ta="right">{hoursText(stub.overtimeMs)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Gross pay</Table.Th>
            <Table.Td ta="right">{formatMoney(stub.gross)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Deductions</Table.Th>
            <Table.Td ta="right">{formatMoney(stub.deductionsTotal)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Net pay</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatMoney(stub.net)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Tips already paid out</Table.Th>
            <Table.Td ta="right">{formatMoney(stub.tipsPaidOut)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Paid by</Table.Th>
            <Table.Td ta="right">{secondPaymentMethodLabels[stub.paidBy]}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
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
