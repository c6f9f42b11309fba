// When messages nobody asked for may reach a phone: campaigns and review requests alike.

/**
 * Campaigns and review requests go out only between 8 am and 9 pm of the shop's clock, whatever
 * quiet hours say (the TCPA's calling hours): outside it they wait until it opens.
 */
export const SENDING_WINDOW = { start: "08:00", end: "21:00" } as const;

/** Whether a shop wall-clock time "HH:MM" is inside the sending window (start included, end excluded). */
export function isInSendingWindow(wallTime: string): boolean {
  const hhmm = wallTime.slice(0, 5);
  return hhmm >= SENDING_WINDOW.start && hhmm < SENDING_WINDOW.end;
}
