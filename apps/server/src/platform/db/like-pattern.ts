// LIKE and ILIKE patterns from what a user typed. Postgres's default escape character is the
// backslash, so escaping %, _ and \ with it makes the typed text match literally.

/** The text with %, _ and \ escaped: it matches only itself inside a pattern. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A pattern matching values that start with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
