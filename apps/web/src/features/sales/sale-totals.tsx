import { formatMoney } from "@washdesk/domain";
import classes from "../../components/plain-table.module.css";

export interface SaleTotalsValues {
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  includedTaxTotal: number;
  amount: number;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? classes.strong : undefined}>
      <th scope="row">{label}</th>
      <td className={classes.amount}>{value}</td>
    </tr>
  );
}

/**
 * Items, discount, subtotal, tax and total; null totals (a half-typed line) show dashes rather than a
 * wrong figure. A plain table: the POS shows it on its first screen (see plain-table.module.css).
 */
export function SaleTotals({ totals }: { totals: SaleTotalsValues | null }) {
  const money = (pick: (t: SaleTotalsValues) => number, sign = "") => (totals ? `${sign}${formatMoney(pick(totals))}` : "—");
  return (
    <table aria-label="Totals" className={`${classes.table} ${classes.totals}`} aria-live="polite">
      <tbody>
        <Row label="Items" value={money((t) => t.subTotal + t.discountTotal)} />
        <Row label="Discount" value={money((t) => t.discountTotal, totals && totals.discountTotal > 0 ? "−" : "")} />
        <Row label="Subtotal" value={money((t) => t.subTotal)} />
        <Row label="Tax" value={money((t) => t.taxTotal)} />
        {totals && totals.includedTaxTotal > 0 && <Row label="Tax included in prices" value={formatMoney(totals.includedTaxTotal)} />}
        <Row label="Total" value={money((t) => t.amount)} strong />
      </tbody>
    </table>
  );
}
