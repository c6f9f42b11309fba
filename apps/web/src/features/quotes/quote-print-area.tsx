import { formatDisplayDate, formatMoney, formatPhone, type Quote } from "@washdesk/domain";
import { createPortal } from "react-dom";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { discountLabel } from "../sales/discount-label";
import { formatDateAt } from "../sales/sale-dates";
import { taxLabel } from "../sales/tax-label";
import { vehicleLabel } from "../vehicles/vehicle-draft";
import "../sales/receipt.css";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "receipt__row receipt__row--strong" : "receipt__row"}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * The printed quote, in the receipt's print container and styles (printed with the A4 layout):
 * shop, quote number, customer, lines with discounts and taxes, totals and how long it holds.
 */
export function QuotePrintArea({ quote }: { quote: Quote }) {
  const utility = useSessionStore(sessionSelectors.utility);
  const website = useSessionStore(sessionSelectors.website);
  return createPortal(
    <div className="receipt-print-root" data-testid="quote-print-root">
      <article className="receipt" aria-label={`Quote Q-${quote.number}`}>
        <header className="receipt__shop">
          <div className="receipt__name">{utility?.businessName ?? ""}</div>
          {website?.address && <div>{website.address}</div>}
          {website?.phone && <div>{formatPhone(website.phone)}</div>}
        </header>
        <section className="receipt__meta">
          <Row label="Quote" value={`Q-${quote.number}`} strong />
          <Row label="Date" value={formatDateAt(quote.createdAt, utility?.timeZone)} />
          {quote.validUntil && <Row label="Valid until" value={formatDisplayDate(quote.validUntil)} />}
          {quote.customer && <Row label="Customer" value={quote.customer.name} />}
          {quote.vehicle && <Row label="Vehicle" value={`${vehicleLabel(quote.vehicle)}${quote.vehicle.tag ? ` · ${quote.vehicle.tag}` : ""}`} />}
        </section>
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
            {quote.lines.map((line) => (
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
        <section className="receipt__totals">
          <Row label="Subtotal" value={formatMoney(quote.subTotal + quote.discountTotal)} />
          {quote.discountTotal > 0 && <Row label="Discount" value={`−${formatMoney(quote.discountTotal)}`} />}
          <Row label="Tax" value={formatMoney(quote.taxTotal)} />
          {quote.includedTaxTotal > 0 && <Row label="Tax included" value={formatMoney(quote.includedTaxTotal)} />}
          <Row label="Total" value={formatMoney(quote.amount)} strong />
        </section>
        {quote.notes && <p className="receipt__note">{quote.notes}</p>}
      </article>
    </div>,
    document.body,
  );
}
