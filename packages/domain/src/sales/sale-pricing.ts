import { priceForVehicleType, type VehiclePrices } from "../catalog";
import { DiscountType, type ItemKind, type TaxMethod, type TaxType, type VehicleType } from "../enums";
import { cents, type Cents } from "../money";
import { priceDocument, type DocumentPricing, type LinePricingInput } from "../pricing";

/** What pricing needs of a product (a catalog Product has all of it). */
export interface SaleProduct {
  kind: ItemKind;
  price: number;
  vehiclePrices?: VehiclePrices;
  tax: { type: TaxType; method: TaxMethod; rate: number };
  discount: { type: DiscountType; rate: number };
}

export interface SaleLineToPrice {
  product: SaleProduct;
  quantity: number;
  /** Overrides the product's default discount. */
  discount?: { type: DiscountType; rate: number };
}

/** A line's pricing input: the product's price for the vehicle type, its tax, the line's discount or the product's. */
export function saleLinePricingInput(line: SaleLineToPrice, vehicleType: VehicleType | null | undefined): LinePricingInput {
  return {
    price: priceForVehicleType(line.product, vehicleType),
    quantity: line.quantity,
    discount: line.discount ?? line.product.discount,
    tax: line.product.tax,
  };
}

/**
 * The index of the first line whose own fixed discount is more than its price for the vehicle
 * type, or -1. A discount never exceeds what it discounts: such a line is refused, not priced at 0.
 */
export function lineDiscountOverPrice(lines: readonly SaleLineToPrice[], vehicleType: VehicleType | null | undefined): number {
  return lines.findIndex((line) => line.discount?.type === DiscountType.Fixed && line.discount.rate > priceForVehicleType(line.product, vehicleType));
}

/**
 * Prices a sale exactly as the server will: the screen shows `amount` and sends it as
 * expectedAmount; the server prices the same lines again and refuses a total that differs.
 */
export function priceSale(lines: readonly SaleLineToPrice[], vehicleType: VehicleType | null | undefined): DocumentPricing {
  return priceDocument(lines.map((line) => saleLinePricingInput(line, vehicleType)));
}

/** A line's refund for some units: their price with their exclusive tax, exactly (line figures are unit multiples). */
export function lineRefundAmount(line: { quantity: number; subTotal: number }, units: number): Cents {
  if (line.quantity <= 0) return cents(0);
  return cents((line.subTotal / line.quantity) * units, "refund");
}
