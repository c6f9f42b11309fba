// The customer rules that are plain values: a screen reads them without loading the schemas.

export const VEHICLE_MIN_YEAR = 1996;
export const vehicleYearMessage = "Year must be greater than 1995!";
export const vehicleYearFutureMessage = "Not a valid year!";

export const customerSortFields = ["name", "createdAt", "awardPoints"] as const;

/** "jOHN o'neil-smith" → "John O'neil-smith": each word's first letter up, the rest down (docs/product.md §4). */
export function titleCase(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(" ");
}

export const MAKE_SEARCH_MIN_LENGTH = 2;
export const makeSearchMessage = "Type at least 2 characters.";

/** Where a model list came from: the vehicle-data service now, its cached answer, or the bundled catalog. */
export const modelSources = ["service", "cache", "offline"] as const;

/** What typed text looks like to the counter's lookup: a phone, a plate or a name. */
export interface TypedCustomerText {
  name: string;
  /** Up to ten digits, without the country code. */
  phone: string;
  tag: string;
}

const PHONE_TEXT = /^\+?[\d\s\-().]+$/;
const PLATE_TEXT = /^[a-z\d][a-z\d -]*$/i;
/** The longest plate the vehicle form takes (docs/product.md §5: the tag is at most 20 characters). */
const PLATE_MAX_LENGTH = 20;

/**
 * Where text typed into the counter's lookup belongs when nobody matched it and it becomes a new
 * customer: digits (with a phone's separators) are the phone, letters alone the name, and letters
 * mixed with digits ("MDC 2021") the plate. Anything else (an e-mail, say) goes nowhere.
 */
export function readTypedCustomerText(typed: string): TypedCustomerText {
  const text = typed.trim();
  const none = { name: "", phone: "", tag: "" };
  if (text === "") return none;
  if (PHONE_TEXT.test(text) && /\d/.test(text)) {
    let digits = text.replace(/\D/g, "");
    // The country code is not part of a stored phone: "+1 555…" and an 11-digit "1555…" mean 555….
    if (text.startsWith("+1") || (digits.length === 11 && digits.startsWith("1"))) digits = digits.slice(1);
    return digits.length <= 10 ? { ...none, phone: digits } : none;
  }
  if (!/\d/.test(text) && /^[\p{L}][\p{L} .'-]*$/u.test(text)) return { ...none, name: text };
  if (PLATE_TEXT.test(text) && text.length <= PLATE_MAX_LENGTH) return { ...none, tag: text };
  return none;
}
