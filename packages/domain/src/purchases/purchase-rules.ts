// The purchase rules that are plain values: a screen reads them without loading the schemas.

/** Words of the purchase rules that docs/product.md does not give (docs/product.md §5 has the shared ones). */
export const purchaseMessages = {
  dateFormat: "Use the date format YYYY-MM-DD HH:mm:ss.",
  productTwice: "Each product can be on a purchase only once.",
  dateRange: "The start date must not be after the end date.",
} as const;

/** 0.01 % in thousandths of a percent: the smallest percentage rate docs/product.md §5 accepts ("Minimum 0.01 !"). */
export const MIN_PERCENT_RATE = 10;
