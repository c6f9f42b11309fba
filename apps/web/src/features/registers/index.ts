export { registerKeys } from "./register-keys";
export { useRegisters, useStationRegister } from "./register-queries";
export { fetchRegisters } from "./register-requests";
export { setStationRegisterId } from "./station";
