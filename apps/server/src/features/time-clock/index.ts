// What other features use of the time clock: who is on the clock now (the dashboard, the counter's
// staff picker), and the background job that flags forgotten clock-outs (started by main.ts).
export { onTheClockNow } from "./punch.service";
export { startOpenShiftFlagger, flagForgottenShifts } from "./open-shift-flagger";
export { paidShiftsBetween, type PaidShift } from "./paid-shifts";
