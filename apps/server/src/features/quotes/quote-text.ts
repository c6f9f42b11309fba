import { formatDisplayDate, formatMoney, type Quote, type Utility, type Website, vehicleDescription } from "@washdesk/domain";

const WIDTH = 40;
const row = (label: string, value: string) => `${label}${" ".repeat(Math.max(1, WIDTH - label.length - value.length))}${value}`;

/** The quote as plain text for e-mail: every line with its price, the totals and how long it holds. */
export function quoteEmailText(quote: Quote, shop: { utility: Utility; website: Website }): { subject: string; body: string } {
  const lines: string[] = [shop.utility.businessName];
  const contact = [shop.website.address, shop.website.phone].filter(Boolean).join(" · ");
  if (contact) lines.push(contact);
  lines.push("", `Quote Q-${quote.number}`);
  if (quote.customer) lines.push(`For: ${quote.customer.name}`);
  if (quote.vehicle) lines.push(`Vehicle: ${vehicleDescription(quote.vehicle)}`);
  lines.push("");
  for (const line of quote.lines) {
    lines.push(row(`${line.quantity} × ${line.name}`, formatMoney(line.subTotal)));
    if (line.discountTotal > 0) lines.push(row("   discount", `-${formatMoney(line.discountTotal)}`));
  }
  lines.push("", row("Subtotal", formatMoney(quote.subTotal)));
  if (quote.discountTotal > 0) lines.push(row("Discounts", `-${formatMoney(quote.discountTotal)}`));
  if (quote.taxTotal > 0) lines.push(row("Tax", formatMoney(quote.taxTotal)));
  if (quote.includedTaxTotal > 0) lines.push(row("Tax included", formatMoney(quote.includedTaxTotal)));
  lines.push(row("Total", formatMoney(quote.amount)));
  if (quote.notes) lines.push("", quote.notes);
  lines.push("", quote.validUntil ? `Prices hold until ${formatDisplayDate(quote.validUntil)}.` : "Prices may change; ask us before you come in.");
  return { subject: `Your quote Q-${quote.number} from ${shop.utility.businessName}`, body: lines.join("\n") };
}

/** The quote in one short text message: who, the total and how long it holds. */
export function quoteSmsText(quote: Quote, shop: { utility: Utility }): string {
  const until = quote.validUntil ? `, valid until ${formatDisplayDate(quote.validUntil)}` : "";
  const items = quote.lines.map((line) => (line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name)).join(", ");
  return `${shop.utility.businessName}: your quote Q-${quote.number} is ${formatMoney(quote.amount)}${until}. ${items}.`;
}
