import type { PermissionPath } from "../permissions";

/** The right a refund or void needs; someone without it asks a person who has it to type their PIN. */
export const REFUND_RIGHT = "sales.refund.new" satisfies PermissionPath;

/** Wrong PINs one person may send for approvals within the window before approvals wait (guessing a 4-digit PIN). */
export const REFUND_APPROVAL_ATTEMPTS = 5;
export const REFUND_APPROVAL_WINDOW_MINUTES = 15;
