// What other features may use of the counter: the open tickets waiting at the counter.
export { openTicketsKey, useOpenTickets } from "./ticket-queries";
