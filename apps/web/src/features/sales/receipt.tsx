import { formatMoney, paymentMethodLabels, voidOrRefundLabels, type Sale, type Utility, type Website, vehicleDescription } from "@washdesk/domain";
import { Fragment } from "react";
import { ReceiptLines, ReceiptRow as Row, ReceiptShop, ReceiptTotals } from "./receipt-parts";
import { formatDateTimeAt } from "../../components/shop-dates";

export interface ReceiptProps {
  sale: Sale;
  utility: Utility | null;
  website: Website | null;
  /** Printed above the sale when the receipt is for something else than the sale itself: "Refund receipt". */
  heading?: string;
}

/**
 * The printed receipt: shop, sale number and date, lines with discounts and taxes, totals,
 * payments with change and tips, and any refunds. Plain markup styled by receipt.css for an 80 mm
 * thermal roll or an A4 page.
 */
export function Receipt({ sale, utility, website, heading }: ReceiptProps) {
  const timeZone = utility?.timeZone;
  return (
    <article className="receipt" aria-label={`Receipt ${sale.number}`}>
      <ReceiptShop utility={utility} website={website} withUrl />

      {heading && <h2 className="receipt__heading">{heading}</h2>}
      <section className="receipt__meta">
        <Row label="Receipt" value={`#${sale.number}`} strong />
        <Row label="Date" value={formatDateTimeAt(sale.createdAt, timeZone)} />
        <Row label="Cashier" value={sale.cashier.name} />
        {sale.customer && <Row label="Customer" value={sale.customer.name} />}
        {sale.vehicle && <Row label="Vehicle" value={vehicleDescription(sale.vehicle)} />}
      </section>

      <ReceiptLines lines={sale.lines} />
      <ReceiptTotals totals={sale} />

      {sale.payments.length > 0 && (
        <section className="receipt__payments">
          {sale.payments.map((payment) => (
            <Fragment key={payment.id}>
              <Row label={`${paymentMethodLabels[payment.method]}${payment.reference ? ` ${payment.reference}` : ""}`} value={formatMoney(payment.amount)} />
              {payment.tip > 0 && <Row label="Tip" value={formatMoney(payment.tip)} />}
              {payment.tendered !== null && <Row label="Cash tendered" value={formatMoney(payment.tendered)} />}
              {payment.change !== null && payment.tendered !== null && <Row label="Change" value={formatMoney(payment.change)} />}
            </Fragment>
          ))}
          {/* Tips are paid on top of the sale: what they add, and what left the customer's pocket. */}
          {sale.tipTotal > 0 && (
            <>
              <Row label="Tips" value={formatMoney(sale.tipTotal)} />
              <Row label="Total with tips" value={formatMoney(sale.amount + sale.tipTotal)} strong />
            </>
          )}
          <Row label="Balance" value={formatMoney(sale.balance)} />
        </section>
      )}

      {sale.refunds.length > 0 && (
        <section className="receipt__payments">
          {sale.refunds.map((refund) => (
            <Row
              key={refund.id}
              label={`${voidOrRefundLabels[refund.kind]} (${paymentMethodLabels[refund.method]})`}
              value={`−${formatMoney(refund.amount)}`}
            />
          ))}
        </section>
      )}

      <footer className="receipt__thanks">{website?.receiptFooter || "Thank you!"}</footer>
    </article>
  );
}
