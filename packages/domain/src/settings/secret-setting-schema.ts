import { z } from "zod";
import { hasControlCharacter } from "../validation";
import { SECRET_MAX_LENGTH, secretSettingWords } from "./secret-setting";

/** How an answer describes a secret: set or not, nothing more. */
export const secretStateSchema = z.object({ isSet: z.boolean() });

/** A change to a secret: a new value (trimmed, not blank), null to clear it, or left out to keep it. */
export const secretChangeSchema = () =>
  z
    .string({ error: secretSettingWords.blank })
    .trim()
    .min(1, { error: secretSettingWords.blank, abort: true })
    .max(SECRET_MAX_LENGTH, { error: secretSettingWords.tooLong, abort: true })
    .refine((value) => !hasControlCharacter(value), { error: secretSettingWords.blank })
    .nullable()
    .optional();

/** The fields of a section the environment sets (paths in the section's answer). */
export const setByServerSchema = z.array(z.string());
