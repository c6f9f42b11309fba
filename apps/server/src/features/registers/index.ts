// What other features use of the registers: holding a drawer's session while money moves through it,
// and which drawers exist and are open.
export { holdOpenSession, sessionIsClosed, registerIsOpen, listRegisters, openSessionsFor } from "./registers.service";
