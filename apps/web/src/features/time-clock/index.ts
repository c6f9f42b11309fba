// What other features use of the time clock: who is on the clock now (the dashboard, the counter's staff picker).
export { useClockBoard } from "./time-clock-queries";
