import { refusalTable } from "../api/refusal";

/** Every refusal of the time clock, with its code ("timeClock.<name>"). */
export const timeClockRefusals = refusalTable("timeClock", {
  alreadyOnTheClock: { kind: "conflict", message: "Already on the clock." },
  notOnTheClock: { kind: "conflict", message: "Not on the clock." },
  alreadyOnBreak: { kind: "conflict", message: "Already on a break." },
  notOnBreak: { kind: "conflict", message: "Not on a break." },
  mayNotClockIn: { kind: "conflict", message: (status: string) => `This employee is ${status.toLowerCase()} and may not clock in.` },
  employeeGone: { kind: "notFound", message: "This employee does not exist." },
  pinRequired: { kind: "invalid", field: "pin", message: "Enter the PIN of the person on the clock." },
  pinWrong: { kind: "invalid", field: "pin", message: "That PIN is not right." },
  noPinSet: { kind: "conflict", message: "This employee has no PIN yet; a manager sets one on their profile." },
  pinLocked: { kind: "tooMany", message: (minutes: number) => `Too many wrong PINs. Try again in ${minutes} minutes.` },
  othersDenied: { kind: "denied", message: "You may clock only yourself in and out." },
  shiftNotFound: { kind: "notFound", message: "This shift does not exist or was deleted." },
  shiftOpen: { kind: "conflict", message: "This shift is still open; clock out first or close it by editing." },
  tooOldToEdit: { kind: "conflict", message: (days: number) => `Shifts older than ${days} days can no longer be changed.` },
  outBeforeIn: { kind: "invalid", field: "clockedOutAt", message: "The clock-out must come after the clock-in." },
  inTheFuture: { kind: "invalid", field: "clockedOutAt", message: "A punch can't be in the future." },
  breakOutsideShift: { kind: "invalid", field: "breaks", message: "Each break must start and end inside the shift." },
  breaksOverlap: { kind: "invalid", field: "breaks", message: "Breaks can't overlap." },
  shiftTooLong: { kind: "invalid", field: "clockedOutAt", message: "A shift can last at most 24 hours." },
  notYourShift: { kind: "denied", message: "Only the employee on the shift may confirm it." },
  overlapsAnotherShift: { kind: "conflict", message: "This employee has another shift at that time." },
});
