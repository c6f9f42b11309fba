/**
 * User Timing marks of the first load's steps, in the order they happen: the POS bench lays them
 * out beside the network's, and the browser's Performance panel shows them. A mark is one cheap
 * call; where the API is missing (old test environments) nothing happens.
 */
export const loadMarks = {
  /** The signed-in frame's and the first screen's chunks have run. */
  code: "washdesk:code",
  /** The session's answer has been read (JSON parsed). */
  sessionAnswer: "washdesk:session-answer",
  /** The first screen's data is in (or the wait for it is over). */
  firstData: "washdesk:first-data",
  /** The session goes into the store: the frame and the screen render now. */
  sessionApplied: "washdesk:session-applied",
  /** The counter is in the document (before layout and paint). */
  counterDrawn: "washdesk:counter-drawn",
} as const;

export function markLoad(name: (typeof loadMarks)[keyof typeof loadMarks]): void {
  globalThis.performance?.mark?.(name);
}
