// What other features use of the registers: this station's drawer and its choice, the register
// list, and what a cash payment shows when the station has none open.
export { registerKeys } from "./register-keys";
export { useRegisters, useStationRegister } from "./register-queries";
export { fetchRegisters } from "./register-requests";
export { readStationRegisterId, setStationRegisterId } from "./station";
export { CashNeedsDrawerNotice } from "./cash-needs-drawer-notice";
