// How plates are compared: "MDC2021", "mdc 2021" and "MDC-2021" are one plate. A plate is stored as
// it was typed; searches compare its key. The database computes the same key in a generated column
// (vehicles.plate_key), from these same constants, so both sides cannot drift apart.

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/**
 * What a plate key leaves out: spaces (the plain and the no-break one) and dashes (the hyphen-minus
 * and the hyphens, dashes and minus sign a phone keyboard or a pasted text may put in its place).
 */
export const PLATE_IGNORED = " \u00a0-\u2010\u2011\u2012\u2013\u2014\u2212";

/**
 * The key's rule as character lists for SQL's translate(text, from, to): each letter of `from`
 * becomes the letter at the same place in `to`, and the characters of `from` past the end of `to`
 * are dropped. Only A–Z are folded: a database's lower() of other letters depends on its locale,
 * and the key must be the same on every database and in every browser.
 */
export const plateKeyTranslation = { from: UPPER + PLATE_IGNORED, to: LOWER } as const;

const folds = new Map<string, string>([...UPPER].map((letter, i) => [letter, LOWER[i]!]));
const ignored = new Set(PLATE_IGNORED);

/** "MDC-2021" → "mdc2021": A–Z in lower case, spaces and dashes left out, everything else as it is. */
export function plateKey(plate: string): string {
  let key = "";
  for (const char of plate) {
    if (ignored.has(char)) continue;
    key += folds.get(char) ?? char;
  }
  return key;
}
