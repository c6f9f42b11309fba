import { Table } from "@mantine/core";
import { formatMoney } from "@washdesk/domain";

export interface SaleTotalsValues {
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  includedTaxTotal: number;
  amount: number;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr fw={strong ? 700 : undefined} fz={strong ? "lg" : undefined}>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );
}

/** Items, discount, subtotal, tax and total; null totals (a half-typed line) show dashes rather than a wrong figure. */
export function SaleTotals({ totals }: { totals: SaleTotalsValues | null }) {
  const money = (pick: (t: SaleTotalsValues) => number, sign = "") => (totals ? `${sign}${formatMoney(pick(totals))}` : "—");
  return (
    <Table aria-label="Totals" withRowBorders={false} maw={360} ml="auto" aria-live="polite">
      <Table.Tbody>
        <Row label="Items" value={money((t) => t.subTotal + t.discountTotal)} />
        <Row label="Discount" value={money((t) => t.discountTotal, totals && totals.discountTotal > 0 ? "−" : "")} />
        <Row label="Subtotal" value={money((t) => t.subTotal)} />
        <Row label="Tax" value={money((t) => t.taxTotal)} />
        {totals && totals.includedTaxTotal > 0 && <Row label="Tax included in prices" value={formatMoney(totals.includedTaxTotal)} />}
        <Row label="Total" value={money((t) => t.amount)} strong />
      </Table.Tbody>
    </Table>
  );
}
