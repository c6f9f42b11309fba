import { z } from "zod";
import { hasControlCharacter } from "./control-characters";
import { limitMessages, textLimits, type TextKind } from "./limits";
import { messages } from "./messages";
import { isPhone } from "./phone";

// Each rule is a function so every form gets a fresh schema it can extend without side effects.

/** Text of a kind: trimmed, at most its kind's length, no control characters; may be empty. */
export const text = (kind: TextKind) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(textLimits[kind], { error: limitMessages.textTooLong(textLimits[kind]), abort: true })
    .refine((value) => !hasControlCharacter(value), { error: limitMessages.controlCharacter });

/** Text of a kind that is not blank once trimmed; the output is trimmed. */
export const requiredText = (kind: TextKind) =>
  z
    .string({ error: messages.required })
    .trim()
    // abort: blank text is only "required".
    .min(1, { error: messages.required, abort: true })
    .max(textLimits[kind], { error: limitMessages.textTooLong(textLimits[kind]), abort: true })
    .refine((value) => !hasControlCharacter(value), { error: limitMessages.controlCharacter });

/** No leading whitespace (an empty string passes; combine with requiredText when needed). */
export const noSpace = () => z.string({ error: messages.required }).refine((v) => !/^\s/.test(v), { error: messages.noSpace });

const emailSchema = z.email();

/** An e-mail address, or the empty string. */
export const optionalEmail = () =>
  z
    .string({ error: messages.email })
    .trim()
    .max(textLimits.email, { error: limitMessages.textTooLong(textLimits.email), abort: true })
    .refine((v) => v === "" || emailSchema.safeParse(v).success, { error: messages.email });

/** US employer identification number: 2 digits, optional dash, 7 digits; empty allowed. */
export const ein = () =>
  z
    .string({ error: messages.ein })
    .trim()
    .regex(/^(?:\d{2}-?\d{7})?$/, { error: messages.ein });

// Scheme optional, at least one dot-separated label before a letters-only top-level domain.
const WEBSITE = /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A web address with or without http(s)://; empty allowed (the vendor website is optional). */
export const website = () =>
  z
    .string({ error: messages.website })
    .trim()
    .max(textLimits.url, { error: limitMessages.textTooLong(textLimits.url), abort: true })
    .refine((v) => v === "" || WEBSITE.test(v), { error: messages.website });

/** US phone: optional +1, then 10 digits; spaces, dashes, dots and parentheses tolerated; empty allowed. */
export const phone = () =>
  z
    .string({ error: messages.phone })
    .trim()
    .refine((v) => v === "" || isPhone(v), { error: messages.phone });

/** A phone that must be present and valid. */
export const requiredPhone = () =>
  z
    .string({ error: messages.required })
    .trim()
    // abort: a blank phone is only "required", not also "not valid".
    .min(1, { error: messages.required, abort: true })
    .refine(isPhone, { error: messages.phone });

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** "MM-DD" with a real month and day; 02-29 passes because no year is given (birthdays, anniversaries). */
export const monthAndDate = () =>
  z.string({ error: messages.monthAndDate }).refine(
    (v) => {
      const match = /^(\d{2})-(\d{2})$/.exec(v);
      if (!match) return false;
      const month = Number(match[1]);
      const day = Number(match[2]);
      const maxDay = DAYS_IN_MONTH[month - 1];
      return maxDay !== undefined && day >= 1 && day <= maxDay;
    },
    { error: messages.monthAndDate },
  );
