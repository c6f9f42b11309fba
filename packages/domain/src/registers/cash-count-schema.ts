import { z } from "zod";
import { limitMessages, messages } from "../validation";
import { DENOMINATIONS, type Denomination } from "./cash-count";

/** The most pieces of one denomination a count may say. */
export const MAX_PIECES = 100_000;

const countOf = () =>
  z
    .number({ error: messages.mustNumber })
    .max(MAX_PIECES, { error: limitMessages.numberMax(MAX_PIECES), abort: true })
    .int({ error: messages.notFraction })
    .min(0, { error: messages.minPositive });

export const cashCountSchema = z
  .object(
    Object.fromEntries(DENOMINATIONS.map((d) => [String(d), countOf().optional()])) as Record<`${Denomination}`, z.ZodOptional<ReturnType<typeof countOf>>>,
    { error: messages.required },
  )
  .strict();
