import { formatDisplayDate, type Quote, vehicleDescription } from "@washdesk/domain";
import { createPortal } from "react-dom";
import { sessionSelectors, useSessionStore } from "../../session/session-store";
import { ReceiptLines, ReceiptRow as Row, ReceiptShop, ReceiptTotals } from "../sales";
import { formatDateAt } from "../../components/shop-dates";
import "../../components/receipt.css";

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
        <ReceiptShop utility={utility} website={website} />
        <section className="receipt__meta">
          <Row label="Quote" value={`Q-${quote.number}`} strong />
          <Row label="Date" value={formatDateAt(quote.createdAt, utility?.timeZone)} />
          {quote.validUntil && <Row label="Valid until" value={formatDisplayDate(quote.validUntil)} />}
          {quote.customer && <Row label="Customer" value={quote.customer.name} />}
          {quote.vehicle && <Row label="Vehicle" value={vehicleDescription(quote.vehicle)} />}
        </section>
        <ReceiptLines lines={quote.lines} />
        <ReceiptTotals totals={quote} />
        {quote.notes && <p className="receipt__note">{quote.notes}</p>}
      </article>
    </div>,
    document.body,
  );
}
