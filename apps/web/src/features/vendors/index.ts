export { VendorDialog } from "./vendor-dialog";
export { type PickedVendor, VendorPicker } from "./vendor-picker";
