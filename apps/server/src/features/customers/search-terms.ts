import { plateKey } from "@washdesk/domain";
import { containsPattern, prefixPattern } from "../../platform/db/like-pattern";

/** From this many characters, text matches anywhere in name, e-mail and plate (trigram indexes; the plate by its key). */
export const CONTAINS_FROM = 3;
/** From this many digits, a phone fragment matches anywhere in the number ("the last four"); fewer is an area code. */
export const PHONE_CONTAINS_FROM = 4;

/**
 * What a search box's text looks for. The two prefix kinds are each one btree range (a page is an
 * index walk, the total an index count); "contains" uses the trigram indexes.
 */
export type SearchTerms =
  | { match: "namePrefix"; pattern: string }
  | { match: "phonePrefix"; pattern: string }
  | { match: "contains"; textPattern: string; digitsPattern: string | null; platePattern: string | null };

const PHONE_FRAGMENT = /^\+?[\d\s\-().]+$/;

/**
 * The pattern for plate keys (vehicles.plate_key): "MDC 2021", "mdc-2021" and "MDC2021" all look for
 * "mdc2021". Trigrams need three characters; a shorter key ("A-1") must start the plate instead, a
 * range of the btree index. Nothing left (only dashes) looks for no plate.
 */
function platePattern(text: string): string | null {
  const key = plateKey(text);
  if (key === "") return null;
  return key.length >= CONTAINS_FROM ? containsPattern(key) : prefixPattern(key);
}

/**
 * "jo" → names starting "jo"; "(610" → phones starting 610; "jenn" → names, e-mails and plates
 * containing "jenn"; "4567" or "555 45" → also phones containing those digits. Phones are stored as
 * 10 bare digits, so separators and a leading +1 are dropped from what is typed.
 */
export function searchTerms(search: string): SearchTerms | null {
  const text = search.trim().toLowerCase();
  if (text === "") return null;
  let digits: string | null = null;
  if (PHONE_FRAGMENT.test(text) && /\d/.test(text)) {
    digits = text.replace(/\D/g, "");
    // The country code is not stored: "+1 555…" and an 11-digit "1555…" both mean 555….
    if (text.startsWith("+1") || (digits.length === 11 && digits.startsWith("1"))) digits = digits.slice(1);
    if (digits === "") digits = null;
  }
  const isPhoneOnly = digits !== null && PHONE_FRAGMENT.test(text);
  if (isPhoneOnly && digits!.length < PHONE_CONTAINS_FROM) return { match: "phonePrefix", pattern: prefixPattern(digits!) };
  if (text.length < CONTAINS_FROM) return { match: "namePrefix", pattern: prefixPattern(text) };
  return {
    match: "contains",
    textPattern: containsPattern(text),
    digitsPattern: digits === null ? null : containsPattern(digits),
    platePattern: platePattern(text),
  };
}
