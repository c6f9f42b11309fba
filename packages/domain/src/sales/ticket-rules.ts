import { textLimits } from "../validation/limits";

/** The longest label an open ticket carries (a plate or a name fits with room to spare). */
export const TICKET_LABEL_MAX = textLimits.ticketLabel;

/** Open tickets shown at once on the counter's list (the oldest first: they have waited longest). */
export const OPEN_TICKETS_PAGE_SIZE = 50;

export const ticketMessages = {
  labelRequired: "Give the ticket a plate or a name.",
  labelTooLong: `A ticket label has at most ${TICKET_LABEL_MAX} characters.`,
} as const;
