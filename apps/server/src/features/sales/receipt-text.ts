import { formatDisplayDate, formatMoney, paymentMethodLabels, type Sale, type Utility, type Website, vehicleDescription } from "@washdesk/domain";

const WIDTH = 40;
const row = (label: string, value: string) => `${label}${" ".repeat(Math.max(1, WIDTH - label.length - value.length))}${value}`;

/**
 * A plain-text receipt for e-mail: what the printed one says, in columns every mail reader keeps
 * (the template puts it in a <pre>). The template's words carry the greeting and the thanks.
 */
export function receiptText(sale: Sale, shop: { utility: Utility; website: Website }): string {
  const lines: string[] = [shop.utility.businessName];
  const contact = [shop.website.address, shop.website.phone].filter(Boolean).join(" · ");
  if (contact) lines.push(contact);
  lines.push("", `Receipt #${sale.number} · ${formatDisplayDate(sale.businessDate)}`);
  if (sale.customer) lines.push(`Customer: ${sale.customer.name}`);
  if (sale.vehicle) lines.push(`Vehicle: ${vehicleDescription(sale.vehicle)}`);
  lines.push("");
  for (const line of sale.lines) {
    lines.push(row(`${line.quantity} × ${line.name}`, formatMoney(line.subTotal)));
    if (line.discountTotal > 0) lines.push(row("   discount", `-${formatMoney(line.discountTotal)}`));
  }
  lines.push("", row("Subtotal", formatMoney(sale.subTotal)));
  if (sale.discountTotal > 0) lines.push(row("Discounts", `-${formatMoney(sale.discountTotal)}`));
  if (sale.taxTotal > 0) lines.push(row("Tax", formatMoney(sale.taxTotal)));
  if (sale.includedTaxTotal > 0) lines.push(row("Tax included", formatMoney(sale.includedTaxTotal)));
  lines.push(row("Total", formatMoney(sale.amount)));
  for (const payment of sale.payments) {
    lines.push(row(`Paid (${paymentMethodLabels[payment.method]})`, formatMoney(payment.amount)));
    if (payment.tip > 0) lines.push(row("   tip", formatMoney(payment.tip)));
    if (payment.tendered !== null && payment.change)
      lines.push(row("   tendered / change", `${formatMoney(payment.tendered)} / ${formatMoney(payment.change)}`));
  }
  // Tips are paid on top of the sale: the customer sees what they add and what left their pocket.
  if (sale.tipTotal > 0) lines.push(row("Tips", formatMoney(sale.tipTotal)), row("Total with tips", formatMoney(sale.amount + sale.tipTotal)));
  if (sale.refundedTotal > 0) lines.push(row("Refunded", `-${formatMoney(sale.refundedTotal)}`));
  if (sale.balance > 0) lines.push(row("Balance due", formatMoney(sale.balance)));
  return lines.join("\n");
}

/** A receipt short enough for one or two text messages: who, which sale, what was paid, the tip; the template adds its thanks. */
export function receiptSmsText(sale: Sale, utility: Utility): string {
  const paid = sale.paidTotal - sale.refundedTotal;
  const tip = sale.tipTotal > 0 ? `, tip ${formatMoney(sale.tipTotal)}` : "";
  const balance = sale.balance > 0 ? ` Balance due ${formatMoney(sale.balance)}.` : "";
  return `${utility.businessName}: receipt #${sale.number}, total ${formatMoney(sale.amount)}, paid ${formatMoney(paid)}${tip}.${balance}`;
}
