// Enumerations of vehicles (docs/product.md §3 "Vehicle").

export const VehicleType = {
  Sedan: "Sedan",
  SUV: "SUV",
  LargeSUV: "LargeSUV",
  LargePickup: "LargePickup",
  Van: "Van",
} as const;
export type VehicleType = (typeof VehicleType)[keyof typeof VehicleType];
export const vehicleTypeLabels: Record<VehicleType, string> = {
  [VehicleType.Sedan]: "Sedan",
  [VehicleType.SUV]: "SUV",
  [VehicleType.LargeSUV]: "Large SUV",
  [VehicleType.LargePickup]: "Large pickup",
  [VehicleType.Van]: "Van",
};
