import { formatMoney, formatPhone, type SaleLine, type Utility, type Website } from "@washdesk/domain";
import type { ReactNode } from "react";
import { discountLabel } from "./discount-label";
import { taxLabel } from "./tax-label";

// The pieces a printed sale receipt and a printed quote share (receipt.tsx, quotes'
// quote-print-area.tsx): one look, styled by receipt.css, for an 80 mm roll or an A4 page.

export function ReceiptRow({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "receipt__row receipt__row--strong" : "receipt__row"}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** The shop's name, address and phone (and web address where asked) at the top. */
export function ReceiptShop({ utility, website, withUrl = false }: { utility: Utility | null; website: Website | null; withUrl?: boolean }) {
  return (
    <header className="receipt__shop">
      {website?.logoUrl && <img className="receipt__logo" src={website.logoUrl} alt="" />}
      <div className="receipt__name">{utility?.businessName ?? ""}</div>
      {website?.address && <div>{website.address}</div>}
      {website?.phone && <div>{formatPhone(website.phone)}</div>}
      {withUrl && website?.url && <div>{website.url}</div>}
      {website?.receiptHeader && <div className="receipt__note">{website.receiptHeader}</div>}
    </header>
  );
}

/** What a printed line shows: a sale's line and a quote's alike. */
export type PrintedLine = Pick<SaleLine, "id" | "name" | "quantity" | "unitPrice" | "subTotal" | "discount" | "discountTotal" | "tax" | "taxTotal">;

/** The lines, each with its discount and tax beneath it. */
export function ReceiptLines({ lines }: { lines: readonly PrintedLine[] }) {
  return (
    <table className="receipt__lines">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td>
              {line.name}
              {line.discountTotal > 0 && (
                <div className="receipt__note">
                  Discount {discountLabel(line.discount)}: −{formatMoney(line.discountTotal)}
                </div>
              )}
              {line.taxTotal > 0 && (
                <div className="receipt__note">
                  {taxLabel(line.tax)}: {formatMoney(line.taxTotal)}
                </div>
              )}
            </td>
            <td>{line.quantity}</td>
            <td>{formatMoney(line.unitPrice)}</td>
            <td>{formatMoney(line.subTotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The totals of a sale or a quote, in cents. */
export interface PrintedTotals {
  subTotal: number;
  discountTotal: number;
  taxTotal: number;
  includedTaxTotal: number;
  amount: number;
}

/** Subtotal before discounts, the discount, tax (and tax included in prices) and the total. */
export function ReceiptTotals({ totals }: { totals: PrintedTotals }) {
  return (
    <section className="receipt__totals">
      <ReceiptRow label="Subtotal" value={formatMoney(totals.subTotal + totals.discountTotal)} />
      {totals.discountTotal > 0 && <ReceiptRow label="Discount" value={`−${formatMoney(totals.discountTotal)}`} />}
      <ReceiptRow label="Tax" value={formatMoney(totals.taxTotal)} />
      {totals.includedTaxTotal > 0 && <ReceiptRow label="Tax included" value={formatMoney(totals.includedTaxTotal)} />}
      <ReceiptRow label="Total" value={formatMoney(totals.amount)} strong />
    </section>
  );
}
