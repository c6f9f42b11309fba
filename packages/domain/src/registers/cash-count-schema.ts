import { z } from "zod";
import { messages } from "../validation";
import { DENOMINATIONS, type Denomination } from "./cash-count";

const countOf = () => z.number({ error: messages.mustNumber }).int({ error: messages.notFraction }).min(0, { error: messages.minPositive }).max(100_000);

export const cashCountSchema = z
  .object(
    Object.fromEntries(DENOMINATIONS.map((d) => [String(d), countOf().optional()])) as Record<`${Denomination}`, z.ZodOptional<ReturnType<typeof countOf>>>,
    { error: messages.required },
  )
  .strict();
