export { AddVehicleDialog } from "./add-vehicle-dialog";
export { EditVehicleDialog } from "./edit-vehicle-dialog";
export { vehicleBody, type VehicleDraft } from "./vehicle-draft";
export { VehicleLink } from "./vehicle-link";
export { VehicleTable } from "./vehicle-table";
