import { Table } from "@mantine/core";
import { formatMoney, paymentMethodLabels, registerMessages, type DayEndReport } from "@washdesk/domain";
import { formatDateTimeAt } from "../../components/shop-dates";
import { Amount, DayEndTable, FigureRow } from "./day-end-table";
import { formatDrawerFigure } from "./over-short";

const count = (n: number) => String(n);
const formatCount = (n: number | null) => (n === null ? "—" : count(n));

/** How many payments, or null on a blind report, whose list by method the server left out. */
const paymentCount = (report: DayEndReport) => (report.cash.blind ? null : report.payments.reduce((sum, p) => sum + p.count, 0));

/** Sales of the day or session: how many, their totals, and the first and last one rung up. */
export function DayEndSales({ report }: { report: DayEndReport }) {
  const { sales, timeZone } = report;
  return (
    <DayEndTable title="Sales">
      <FigureRow label="Number of sales">
        <Amount>{count(sales.count)}</Amount>
      </FigureRow>
      <FigureRow label="Subtotal">
        <Amount>{formatMoney(sales.subTotal)}</Amount>
      </FigureRow>
      <FigureRow label="Discounts">
        <Amount>{formatMoney(sales.discountTotal)}</Amount>
      </FigureRow>
      <FigureRow label="Tax">
        <Amount>{formatMoney(sales.taxTotal)}</Amount>
      </FigureRow>
      <FigureRow label="Sales total">
        <Amount>{formatMoney(sales.amount)}</Amount>
      </FigureRow>
      <FigureRow label="Refunded and voided">
        <Amount>{formatMoney(sales.netAmount - sales.amount)}</Amount>
      </FigureRow>
      <FigureRow label="Net sales" strong>
        <Amount>{formatMoney(sales.netAmount)}</Amount>
      </FigureRow>
      {/* Unpaid tickets are in the sales total but not in the money: flagged so nobody counts them as cash. */}
      <FigureRow label={`Unpaid tickets (${count(sales.unpaid.count)})`}>
        <Amount>{sales.unpaid.count === 0 ? "None" : `${formatMoney(sales.unpaid.amount)} (${formatMoney(sales.unpaid.due)} due)`}</Amount>
      </FigureRow>
      <FigureRow label="First sale">
        <Amount>{sales.firstAt ? formatDateTimeAt(sales.firstAt, timeZone) : "—"}</Amount>
      </FigureRow>
      <FigureRow label="Last sale">
        <Amount>{sales.lastAt ? formatDateTimeAt(sales.lastAt, timeZone) : "—"}</Amount>
      </FigureRow>
    </DayEndTable>
  );
}

/** Money taken by method; the tip rides on top of the amount paid towards sales. */
export function DayEndPayments({ report }: { report: DayEndReport }) {
  return (
    <DayEndTable
      title="Payments by method"
      head={
        <Table.Tr>
          <Table.Th>Method</Table.Th>
          <Table.Th ta="right" className="day-end-wide">
            Count
          </Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Tips</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      }
      foot={
        <FigureRow label="All methods" strong>
          <Table.Td ta="right" className="day-end-wide">
            {formatCount(paymentCount(report))}
          </Table.Td>
          <Amount>{formatMoney(report.paymentsTotal)}</Amount>
          <Amount>{formatMoney(report.tips)}</Amount>
          <Amount>{formatMoney(report.paymentsTotal + report.tips)}</Amount>
        </FigureRow>
      }
    >
      {report.payments.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={5}>{report.cash.blind ? registerMessages.blindByMethod : "No payments"}</Table.Td>
        </Table.Tr>
      )}
      {report.payments.map((payment) => (
        <FigureRow key={payment.method} label={paymentMethodLabels[payment.method]}>
          <Table.Td ta="right" className="day-end-wide">
            {count(payment.count)}
          </Table.Td>
          <Amount>{formatMoney(payment.amount)}</Amount>
          <Amount>{formatMoney(payment.tip)}</Amount>
          <Amount>{formatMoney(payment.amount + payment.tip)}</Amount>
        </FigureRow>
      ))}
    </DayEndTable>
  );
}

/** Money that went out or back: refunds, voids, drops to the safe and cash expenses, from drawers or not. */
export function DayEndSummary({ report }: { report: DayEndReport }) {
  const rows = [
    ["Payments", paymentCount(report), report.paymentsTotal],
    ["Tips", null, report.tips],
    ["Refunds", report.refunds.count, report.refunds.amount],
    ["Voids", report.voids.count, report.voids.amount],
    ["Drops", report.drops.count, report.drops.amount],
    ["Cash expenses from drawers", report.cashExpenses.count, report.cashExpenses.amount],
    // Paid in cash by the back office with no drawer named: shown as such, never folded into 0.
    ["Cash expenses outside any drawer", report.cashFlow.expenses.outsideRows.length, report.cashFlow.expenses.outside],
  ] as const;
  return (
    <DayEndTable
      title="Summary"
      head={
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      }
    >
      {rows.map(([label, n, amount]) => (
        <FigureRow key={label} label={label}>
          <Amount>{formatCount(n)}</Amount>
          <Amount>{formatDrawerFigure(amount)}</Amount>
        </FigureRow>
      ))}
    </DayEndTable>
  );
}

/** Refunds by the method the money went back to (voids are counted apart). */
export function DayEndRefunds({ report }: { report: DayEndReport }) {
  return (
    <DayEndTable
      title="Refunds by method"
      head={
        <Table.Tr>
          <Table.Th>Method</Table.Th>
          <Table.Th ta="right">Count</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      }
    >
      {report.refunds.byMethod.length === 0 && (
        <Table.Tr>
          <Table.Td colSpan={3}>{report.cash.blind && report.refunds.count > 0 ? registerMessages.blindByMethod : "No refunds"}</Table.Td>
        </Table.Tr>
      )}
      {report.refunds.byMethod.map((refund) => (
        <FigureRow key={refund.method} label={paymentMethodLabels[refund.method]}>
          <Amount>{count(refund.count)}</Amount>
          <Amount>{formatMoney(refund.amount)}</Amount>
        </FigureRow>
      ))}
    </DayEndTable>
  );
}
