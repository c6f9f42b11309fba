// Enumerations of states and repetition shared by several features (docs/product.md §3).

export const OpenClosed = { Opened: 1, Closed: 0 } as const;
export type OpenClosed = (typeof OpenClosed)[keyof typeof OpenClosed];
export const openClosedLabels: Record<OpenClosed, string> = {
  [OpenClosed.Opened]: "Opened",
  [OpenClosed.Closed]: "Closed",
};

export const PendingConfirmed = { Pending: 1, Confirmed: 0 } as const;
export type PendingConfirmed = (typeof PendingConfirmed)[keyof typeof PendingConfirmed];
export const pendingConfirmedLabels: Record<PendingConfirmed, string> = {
  [PendingConfirmed.Pending]: "Pending",
  [PendingConfirmed.Confirmed]: "Confirmed",
};

export const Frequency = { Daily: 0, Weekly: 1, BiWeekly: 2, Monthly: 3, Yearly: 4 } as const;
export type Frequency = (typeof Frequency)[keyof typeof Frequency];
export const frequencyLabels: Record<Frequency, string> = {
  [Frequency.Daily]: "Daily",
  [Frequency.Weekly]: "Weekly",
  [Frequency.BiWeekly]: "Bi-weekly",
  [Frequency.Monthly]: "Monthly",
  [Frequency.Yearly]: "Yearly",
};

export const Recurrence = { EveryWeek: 0, EveryMonth: 1, EveryOtherWeek: 2 } as const;
export type Recurrence = (typeof Recurrence)[keyof typeof Recurrence];
export const recurrenceLabels: Record<Recurrence, string> = {
  [Recurrence.EveryWeek]: "Every week",
  [Recurrence.EveryMonth]: "Every month",
  [Recurrence.EveryOtherWeek]: "Every other week",
};
