import { refusalTable } from "../api/refusal";
import { appointmentInputWords } from "./appointment-rules";

/** Every refusal of appointments: the words the server answers with and its code ("appointment.<name>"). */
export const appointmentRefusals = refusalTable("appointment", {
  notFound: { kind: "notFound", message: "This appointment does not exist." },
  /** Business hours or bays: the message names the clash ("All 3 bays are booked at 10:30 AM."). */
  doesNotFit: { kind: "conflict", field: "time", message: (words: string) => words },
  notPending: {
    kind: "conflict",
    message: (status: string) => `This appointment is ${status.toLowerCase()}; it can't change any more.`,
  },
  alreadyCheckedIn: {
    kind: "conflict",
    message: (saleNumber: number) => `This appointment was already checked in to sale #${saleNumber}.`,
  },
  productGone: { kind: "conflict", message: "A service on this appointment no longer exists. Edit its services first." },
  customerGone: { kind: "conflict", field: "customerId", message: "This customer no longer exists." },
  vehicleNotCustomers: { kind: "invalid", field: "vehicleId", message: "This vehicle belongs to another customer." },
  staffGone: { kind: "invalid", field: "staffId", message: "This staff member no longer works here." },
  spanTooLong: { kind: "invalid", field: "to", message: appointmentInputWords.spanTooLong },
  inThePast: { kind: "invalid", field: "time", message: "Choose a time that has not passed." },
});

/** The refusals of the public booking page and the confirm link. */
export const bookingRefusals = refusalTable("booking", {
  closed: { kind: "conflict", message: "Online booking is closed. Please call us to book." },
  linkInvalid: { kind: "notFound", message: "This link is not valid. Please call us." },
  serviceUnavailable: { kind: "invalid", field: "productIds", message: "One of these services can't be booked online for this vehicle type." },
  tooFarAhead: { kind: "invalid", field: "date", message: (days: number) => `Book at most ${days} days ahead.` },
  slotTaken: { kind: "conflict", field: "time", message: "This time was just taken. Please choose another." },
  cannotConfirm: { kind: "conflict", message: "This appointment can no longer be confirmed. Please call us." },
  tooMany: { kind: "tooMany", message: "Too many tries from this address. Please wait a minute and try again." },
});
