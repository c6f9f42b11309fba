// The customer's link to their appointment (issue "Appointments": "The customer confirms by
// replying YES or through the link"): a signed token, opened on the public page.
import { MAX_BOOKING_DAYS_AHEAD } from "./appointment-settings";

/** The public page a confirm link opens. */
export const appointmentLinkPath = (token: string) => `/appointment/${token}`;

/**
 * How long a link opens after it was made: past the furthest day the booking page books, and a
 * month more to see what became of the visit. A reminder sends a fresh link, so an appointment of
 * a long series is never left with a dead one.
 */
export const APPOINTMENT_LINK_DAYS = MAX_BOOKING_DAYS_AHEAD + 30;
