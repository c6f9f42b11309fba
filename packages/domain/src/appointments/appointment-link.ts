// The customer's link to their appointment (issue "Appointments": "The customer confirms by
// replying YES or through the link"): a signed token, opened on the public page.

/** The public page a confirm link opens. */
export const appointmentLinkPath = (token: string) => `/appointment/${token}`;

/**
 * How long after its start an appointment's link still opens: long enough to show a customer what
 * became of it (confirmed, missed, cancelled), short enough that an old text leads nowhere.
 */
export const APPOINTMENT_LINK_DAYS_AFTER_START = 30;
