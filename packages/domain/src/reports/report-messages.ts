/** The words of the reports (docs/product.md, Reports). */
export const reportMessages = {
  periodOrder: "The start date must not be after the end date.",
  periodTooLong: "Choose a period of at most ten years.",
  notRecorded: "Not recorded",
  notSeenDays: "Enter a number of days from 1 to 3650.",
  cashBasis: "Cash basis: money counts on the day it was received or paid out.",
  costOfGoods: "Cost of goods: each product's cost on the day it was sold, for the units customers kept.",
} as const;

/** The longest period a report covers, in days. */
export const MAX_REPORT_DAYS = 3_660;
