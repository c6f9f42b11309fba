import { textLimits, type TextKind } from "./limits";

/**
 * Control characters but the tab and line breaks (C0, DEL, C1): nobody types them, the database
 * refuses NUL, and the others only hide text from the person reading it.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- every control character, tabs and line breaks included
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]+/g;

/** Whether text holds a control character other than a tab or a line break. */
export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/**
 * A name that arrives with data instead of being typed (an uploaded file's): each run of control
 * characters becomes a space, and it is trimmed and cut to its kind's length, so it can be stored
 * and shown whatever was sent.
 */
export function cleanName(raw: string, kind: TextKind): string {
  return Array.from(raw.replace(ANY_CONTROL_CHARACTER, " ").trim()).slice(0, textLimits[kind]).join("").trim();
}
