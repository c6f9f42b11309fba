import { formatMoney, formatPhone, paymentMethodLabels, voidOrRefundLabels, type Sale, type Utility, type Website } from "@washdesk/domain";
import { Fragment, type ReactNode } from "react";
import { vehicleLabel } from "../vehicles/vehicle-draft";
import { discountLabel } from "./discount-label";
import { formatDateTimeAt } from "./sale-dates";
import { taxLabel } from "./tax-label";

export interface ReceiptProps {
  sale: Sale;
  utility: Utility | null;
  website: Website | null;
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "receipt__row receipt__row--strong" : "receipt__row"}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/**
 * The printed receipt: shop, sale number and date, lines with discounts and taxes, totals,
 * payments with change and tips, and any refunds. Plain markup styled by receipt.css for an 80 mm
 * thermal roll or an A4 page.
 */
export function Receipt({ sale, utility, website }: ReceiptProps) {
  const timeZone = utility?.timeZone;
  return (
    <article className="receipt" aria-label={`Receipt ${sale.number}`}>
      <header className="receipt__shop">
        <div className="receipt__name">{utility?.businessName ?? ""}</div>
        {website?.address && <div>{website.address}</div>}
        {website?.phone && <div>{formatPhone(website.phone)}</div>}
        {website?.url && <div>{website.url}</div>}
      </header>

      <section className="receipt__meta">
        <Row label="Receipt" value={`#${sale.number}`} strong />
        <Row label="Date" value={formatDateTimeAt(sale.createdAt, timeZone)} />
        <Row label="Cashier" value={sale.cashier.name} />
        {sale.customer && <Row label="Customer" value={sale.customer.name} />}
        {sale.vehicle && <Row label="Vehicle" value={`${vehicleLabel(sale.vehicle)}${sale.vehicle.tag ? ` · ${sale.vehicle.tag}` : ""}`} />}
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
          {sale.lines.map((line) => (
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
        <Row label="Subtotal" value={formatMoney(sale.subTotal + sale.discountTotal)} />
        {sale.discountTotal > 0 && <Row label="Discount" value={`−${formatMoney(sale.discountTotal)}`} />}
        <Row label="Tax" value={formatMoney(sale.taxTotal)} />
        {sale.includedTaxTotal > 0 && <Row label="Tax included" value={formatMoney(sale.includedTaxTotal)} />}
        <Row label="Total" value={formatMoney(sale.amount)} strong />
      </section>

      {sale.payments.length > 0 && (
        <section className="receipt__payments">
          {sale.payments.map((payment) => (
            <Fragment key={payment.id}>
              <Row label={`${paymentMethodLabels[payment.method]}${payment.reference ? ` ${payment.reference}` : ""}`} value={formatMoney(payment.amount)} />
              {payment.tendered !== null && <Row label="Cash tendered" value={formatMoney(payment.tendered)} />}
              {payment.change !== null && payment.tendered !== null && <Row label="Change" value={formatMoney(payment.change)} />}
            </Fragment>
          ))}
          {sale.tipTotal > 0 && <Row label="Tips" value={formatMoney(sale.tipTotal)} />}
          <Row label="Balance" value={formatMoney(sale.balance)} />
        </section>
      )}

      {sale.refunds.length > 0 && (
        <section className="receipt__payments">
          {sale.refunds.map((refund) => (
            <Row key={refund.id} label={`${voidOrRefundLabels[refund.kind]} (${paymentMethodLabels[refund.method]})`} value={`−${formatMoney(refund.amount)}`} />
          ))}
        </section>
      )}

      <footer className="receipt__thanks">Thank you!</footer>
    </article>
  );
}
