import type { Vehicle } from "@washdesk/domain";

/**
 * A vehicle as the dialogs hand it over: what the tables show, with the colour name already derived.
 * A vehicle still being typed into the Add New Customer dialog has no id yet.
 */
export type VehicleDraft = Omit<Vehicle, "id"> & { id?: string };

/** What the vehicle routes take: the colour name and the id stay behind (the server derives and assigns them). */
export function vehicleBody(vehicle: VehicleDraft) {
  const { type, make, model, year, colorCode, tag } = vehicle;
  return { type, make, model, year, colorCode, tag };
}
