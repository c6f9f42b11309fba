/** The levels a system log entry can have: the logger's warn and above. */
export const systemLogLevels = ["warn", "error", "fatal"] as const;
export type SystemLogLevel = (typeof systemLogLevels)[number];

export const systemLogLevelLabels: Record<SystemLogLevel, string> = { warn: "Warning", error: "Error", fatal: "Fatal" };

/** How long entries are kept, and how many at most (the newest). */
export const systemLogRetention = { days: 30, maxEntries: 50_000 } as const;
