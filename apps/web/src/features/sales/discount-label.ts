import { DiscountType, formatMoney, formatRate } from "@washdesk/domain";

/** "10 %", "$2.50" or "": a line's discount as screen and receipt show it. */
export function discountLabel(discount: { type: DiscountType; rate: number }): string {
  if (discount.type === DiscountType.Percentage) return `${formatRate(discount.rate)} %`;
  if (discount.type === DiscountType.Fixed) return formatMoney(discount.rate);
  return "";
}
