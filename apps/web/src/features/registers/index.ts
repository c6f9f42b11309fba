// What other features use of the registers: this station's drawer, and what a cash payment shows
// when the station has none open.
export { useStationRegister } from "./register-queries";
export { CashNeedsDrawerNotice } from "./cash-needs-drawer-notice";
