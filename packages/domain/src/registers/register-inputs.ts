import { z } from "zod";
import { businessDate, moneyCents, requiredText, text } from "../validation";
import { cashCountSchema } from "./cash-count-schema";
import { registerMessages } from "./register-messages";

const storedDate = () => businessDate();

/** POST /api/registers {name}: a new station's drawer. */
export const registerInputSchema = z.object({
  name: requiredText("label"),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

/** POST /api/registers/sessions (Idempotency-Key): open a register with the float counted by denomination. */
export const openRegisterSchema = z.object({
  registerId: z.uuid({ error: registerMessages.registerRequired }),
  counts: cashCountSchema,
});
export type OpenRegister = z.input<typeof openRegisterSchema>;

/** POST /api/registers/sessions/:id/close (Idempotency-Key): the drawer counted by denomination. */
export const closeRegisterSchema = z.object({
  counts: cashCountSchema,
  note: text("reason").default(""),
});
export type CloseRegister = z.input<typeof closeRegisterSchema>;

/** POST /api/registers/sessions/:id/drops (Idempotency-Key): cash from the drawer to the safe. */
export const dropInputSchema = z.object({
  amount: moneyCents(1),
  note: text("reason").default(""),
});
export type DropInput = z.input<typeof dropInputSchema>;

/** POST /api/drops/close and /api/drops/open {ids}: CloseDrops / OpenDrops. */
export const dropIdsSchema = z.object({ ids: z.array(z.uuid()).min(1, { error: registerMessages.dropsRequired }).max(500) });
export type DropIds = z.input<typeof dropIdsSchema>;

/** GET /api/registers/sessions: the Register Report. */
export const registerSessionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  status: z.enum(["open", "closed"]).optional(),
  registerId: z.uuid().optional(),
  /** Business dates, inclusive. */
  from: storedDate().optional(),
  to: storedDate().optional(),
});
export type RegisterSessionQuery = Partial<z.output<typeof registerSessionQuerySchema>>;

/** GET /api/drops: the Drop Report. */
export const dropQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(["open", "closed"]).optional(),
  registerId: z.uuid().optional(),
  from: storedDate().optional(),
  to: storedDate().optional(),
});
export type DropQuery = Partial<z.output<typeof dropQuerySchema>>;

/** GET /api/reports/day-end?date=: one business day (default: the shop's today). */
export const dayEndQuerySchema = z.object({ date: storedDate().optional() });
