import { refusalTable } from "../api/refusal";
import { payLinkWords } from "./pay-link-rules";
import { accountLinkWords } from "./account-link-rules";

/** Refusals of payment links, the public invoice and its checkout ("payLink.<name>"). */
export const payLinkRefusals = refusalTable("payLink", {
  needsPaymentProfile: { kind: "conflict", message: payLinkWords.needsPaymentProfile },
  nothingToPay: { kind: "conflict", message: "This sale has nothing left to pay." },
  templateOff: {
    kind: "conflict",
    message: (channel: "sms" | "email") =>
      `The payment link ${channel === "sms" ? "text" : "e-mail"} is turned off. Turn it on in System Settings › Message templates to send it.`,
  },
  notPayable: { kind: "conflict", message: "Only a pending sale can be paid by link." },
  noAddress: { kind: "invalid", field: "recipient", message: "This sale has no customer e-mail address. Enter one to send the link." },
  noPhone: { kind: "invalid", field: "recipient", message: "This sale has no customer phone number. Enter one to text the link." },
  invalidLink: { kind: "notFound", message: payLinkWords.invalid },
  expired: { kind: "conflict", message: payLinkWords.expired },
  paid: { kind: "conflict", message: payLinkWords.paid },
  cannotPayOnline: { kind: "conflict", message: payLinkWords.cannotPayOnline },
  processorUnavailable: { kind: "conflict", message: "The card payment page could not be opened just now. Please try again in a minute." },
  invalidAccountLink: { kind: "notFound", message: accountLinkWords.invalid },
  accountExpired: { kind: "conflict", message: accountLinkWords.expired },
  accountPaid: { kind: "conflict", message: accountLinkWords.paid },
  badSignature: { kind: "invalid", message: "The webhook signature is not valid." },
  tooMany: { kind: "tooMany", message: "Too many tries from this address. Please wait a minute and try again." },
});
