import { ItemKind, type VehicleType } from "../enums";
import { cents, type Cents } from "../money";
import type { VehiclePrices } from "./product-input";

export interface PricedProduct {
  /** When given and not a service, the vehicle does not matter. */
  kind?: ItemKind;
  price: number;
  vehiclePrices?: VehiclePrices;
}

/**
 * What a product costs for a vehicle: a service's price for that vehicle type when the shop set
 * one, else the base price (no vehicle, another type, or not a service).
 */
export function priceForVehicleType(product: PricedProduct, vehicleType: VehicleType | null | undefined): Cents {
  if (!vehicleType || (product.kind !== undefined && product.kind !== ItemKind.Service)) return cents(product.price, "price");
  return cents(product.vehiclePrices?.[vehicleType] ?? product.price, "price");
}
