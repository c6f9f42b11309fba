import { refusalTable } from "../api/refusal";
import { OrderStatus, orderStatusLabels } from "../enums";

/**
 * Refusals of open tickets at the counter (codes "ticket.<name>"). A ticket is a pending sale: once
 * paid, voided or deleted it is no longer open, and the counter can neither resume nor void it. A
 * ticket is at one counter at a time: another takes it over on purpose, and the first can then no
 * longer save it.
 */
export const ticketRefusals = refusalTable("ticket", {
  notOpen: {
    kind: "conflict",
    message: (status: OrderStatus) => `This ticket is no longer open: the sale is ${orderStatusLabels[status].toLowerCase()}.`,
  },
  nothingToVoid: { kind: "conflict", message: "Nothing has been paid on this ticket, so there is nothing to void." },
  inUse: { kind: "conflict", message: "This ticket is open at another counter. Take it over to carry on here." },
  takenOver: { kind: "conflict", message: "This ticket was taken over at another counter: nothing was saved here." },
});
