import { refusalTable } from "../api/refusal";

/**
 * Every refusal of customers and their vehicles: the words the server answers with and its code
 * ("customer.<name>"). Screens decide on the code: a phone in use offers the customer holding it.
 */
export const customerRefusals = refusalTable("customer", {
  notFound: { kind: "notFound", message: "This customer does not exist or was deleted." },
  /** Another living customer holds the number; their name when it is known (a save that lost a race does not know it). */
  phoneInUse: {
    kind: "conflict",
    field: "phone",
    message: (holder: string | null) => `This phone number belongs to ${holder ?? "another customer"}.`,
  },
  vehicleNotFound: { kind: "notFound", message: "This vehicle does not exist or was deleted." },
  /** The customer texted STOP: only the customer can undo it, by texting START (docs/product.md §3 Customer alert). */
  smsOptedOutByCustomer: {
    kind: "conflict",
    field: "alert.sms",
    message: "This customer opted out of texts by replying STOP. Only the customer can opt back in, by texting START to the shop's number.",
  },
  lastVehicle: { kind: "conflict", message: "A customer needs at least one vehicle: add another one before deleting this one." },
});
