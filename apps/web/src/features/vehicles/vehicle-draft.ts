import type { Vehicle } from "@washdesk/domain";

/**
 * A vehicle as the dialogs hand it over: what the tables show, with the colour name already derived.
 * A vehicle still being typed into the Add New Customer dialog has no id yet.
 */
export type VehicleDraft = Omit<Vehicle, "id"> & { id?: string };

/** "2020 Toyota Camry": how a vehicle is named in links, buttons and confirmations. */
export function vehicleLabel(vehicle: Pick<VehicleDraft, "year" | "make" | "model">): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter((part) => part.trim() !== "").join(" ");
}

/** What the vehicle routes take: the colour name and the id stay behind (the server derives and assigns them). */
export function vehicleBody(vehicle: VehicleDraft) {
  const { type, make, model, year, colorCode, tag } = vehicle;
  return { type, make, model, year, colorCode, tag };
}
