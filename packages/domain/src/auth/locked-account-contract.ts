import { z } from "zod";

/** The most locked accounts one answer lists, the latest locks first; a shop has far fewer staff. */
export const LOCKED_ACCOUNTS_LIMIT = 100;

/** GET /api/users/locked: one staff account with at least one address locked out of it. */
export const lockedAccountSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** When the last lock of the account ends (ISO instant). */
  lockedUntil: z.string(),
  /** How many addresses are locked out of it now. */
  addresses: z.number().int(),
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;
