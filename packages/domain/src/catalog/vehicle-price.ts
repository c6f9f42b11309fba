import { ItemKind, type VehicleType } from "../enums";
import type { Cents } from "../money";
import type { VehiclePrices } from "./product-input";

export interface PricedProduct {
  /** When given and not a service, the vehicle does not matter. */
  kind?: ItemKind;
  price: Cents;
  vehiclePrices?: VehiclePrices;
}

/**
 * What a product costs for a vehicle: a service's price for that vehicle type when the shop set
 * one, else the base price (no vehicle, another type, or not a service).
 */
export function priceForVehicleType(product: PricedProduct, vehicleType: VehicleType | null | undefined): Cents {
  if (!vehicleType || (product.kind !== undefined && product.kind !== ItemKind.Service)) return product.price;
  return product.vehiclePrices?.[vehicleType] ?? product.price;
}
