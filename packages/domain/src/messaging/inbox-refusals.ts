import { refusalTable } from "../api/refusal";

/** Refusals of the inbox ("inbox.<name>"). */
export const inboxRefusals = refusalTable("inbox", {
  conversationNotFound: { kind: "notFound", message: "This conversation does not exist." },
  customerNotFound: { kind: "notFound", message: "This customer does not exist.", field: "customerId" },
  noPhone: { kind: "conflict", message: "This customer has no phone number to text." },
  templateOff: { kind: "conflict", message: "This text template is turned off in the system settings.", field: "trigger" },
  notUnknown: { kind: "conflict", message: "These texts already belong to a customer." },
});
