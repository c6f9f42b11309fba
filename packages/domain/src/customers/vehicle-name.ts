import { vehicleTypeLabels, type VehicleType } from "../enums/vehicles";

interface NamedVehicle {
  year: string;
  make: string;
  model: string;
}

/** "2020 Toyota Camry": how a vehicle is named in links, buttons and confirmations (empty parts left out). */
export function vehicleLabel(vehicle: NamedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part.trim() !== "").join(" ");
}

/**
 * The vehicle as a receipt or a quote names it: "2020 Toyota Camry · ABC 123". A vehicle added at
 * the counter may have only its type and plate until its profile is completed: "SUV · ABC 123".
 */
export function vehicleDescription(vehicle: NamedVehicle & { type: VehicleType; tag: string }): string {
  const name = vehicleLabel(vehicle) || vehicleTypeLabels[vehicle.type];
  return vehicle.tag.trim() === "" ? name : `${name} · ${vehicle.tag}`;
}
