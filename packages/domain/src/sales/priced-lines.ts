import type { DiscountType, ItemKind, TaxMethod, TaxType, VehicleType } from "../enums";
import type { Cents } from "../money";
import type { DocumentPricing } from "../pricing";
import { priceSale, saleLinePricingInput, type SaleLineToPrice, type SaleProduct } from "./sale-pricing";

/**
 * A priced line as sales and quotes store it: what was sold, the price, discount and tax it was
 * priced with, and the amounts (the columns of a sale line and a quote line).
 */
export interface PricedLineValues {
  kind: ItemKind;
  name: string;
  code: string;
  quantity: number;
  unitPrice: Cents;
  discountType: DiscountType;
  discountRate: number;
  taxType: TaxType;
  taxMethod: TaxMethod;
  taxRate: number;
  unitDiscount: Cents;
  unitTax: Cents;
  discountTotal: Cents;
  netTotal: Cents;
  taxTotal: Cents;
  includedTaxTotal: Cents;
  subTotal: Cents;
}

/** A line to price whose product also has the name and code the line keeps. */
export interface NamedLineToPrice extends SaleLineToPrice {
  product: SaleProduct & { name: string; code: string };
}

/**
 * Prices lines as a sale or a quote does (see priceSale) and gives each line's stored values: the
 * price for the vehicle type, the discount and tax applied, and the computed amounts.
 */
export function pricedSaleLines(
  lines: readonly NamedLineToPrice[],
  vehicleType: VehicleType | null | undefined,
): { values: PricedLineValues[]; pricing: DocumentPricing } {
  const pricing = priceSale(lines, vehicleType);
  const values = lines.map((line, i): PricedLineValues => {
    const priced = pricing.lines[i]!;
    const applied = saleLinePricingInput(line, vehicleType);
    return {
      kind: line.product.kind,
      name: line.product.name,
      code: line.product.code,
      quantity: line.quantity,
      unitPrice: priced.unitPrice,
      discountType: applied.discount.type,
      discountRate: applied.discount.rate,
      taxType: applied.tax.type,
      taxMethod: applied.tax.method,
      taxRate: applied.tax.rate,
      unitDiscount: priced.unitDiscount,
      unitTax: priced.unitTax,
      discountTotal: priced.discountTotal,
      netTotal: priced.netTotal,
      taxTotal: priced.taxTotal,
      includedTaxTotal: priced.includedTaxTotal,
      subTotal: priced.subTotal,
    };
  });
  return { values, pricing };
}
