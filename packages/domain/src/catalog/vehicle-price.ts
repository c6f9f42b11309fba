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

/**
 * A service the shop prices per vehicle type: it is not sold before the type is known, and its
 * base ("Any") price then applies only to the types without a price of their own.
 */
export function pricedByVehicleType(product: PricedProduct): boolean {
  if (product.kind !== undefined && product.kind !== ItemKind.Service) return false;
  return Object.values(product.vehiclePrices ?? {}).some((price) => typeof price === "number");
}

/** The least a product can cost whatever the vehicle: its base price or its lowest type price. */
export function lowestVehiclePrice(product: PricedProduct): Cents {
  if (!pricedByVehicleType(product)) return cents(product.price, "price");
  const typed = Object.values(product.vehiclePrices ?? {}).filter((price): price is number => typeof price === "number");
  return cents(Math.min(product.price, ...typed), "price");
}
