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
