import { formatMoney, formatRate, TaxMethod, TaxType, taxMethodLabels } from "@washdesk/domain";

/** "Tax 8.875 % exclusive", "Tax $0.50 inclusive" or "No tax": how a line's tax reads on screen and receipt. */
export function taxLabel(tax: { type: TaxType; method: TaxMethod; rate: number }): string {
  if (tax.type === TaxType.NoTax) return "No tax";
  const rate = tax.type === TaxType.Percentage ? `${formatRate(tax.rate)} %` : formatMoney(tax.rate);
  return `Tax ${rate} ${taxMethodLabels[tax.method].toLowerCase()}`;
}
