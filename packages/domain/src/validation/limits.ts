import { formatDisplayDate } from "../dates/format-date";
import { formatMoney } from "../money/money-text";

// The ceilings every value a person sends must stay under: money, quantities, text and dates.
// Plain values and words (no schema library), so a screen can size its fields from them on its
// first load; the schemas in number-rules, text-rules and date-rules apply them, and the
// database checks the same ones on the columns that store them.

/**
 * The most money one figure a person types may carry, in cents: a price, a payment, an expense,
 * a document's total ($1,000,000.00). Far under what a JavaScript number holds exactly, so sums
 * of millions of rows stay exact too.
 */
export const MAX_MONEY_CENTS = 100_000_000;

/** A tip is at most the larger of the sale's amount and this ($1,000.00). */
export const TIP_FLOOR_CENTS = 100_000;

/** The most a sale's tips may add up to: the larger of its amount and $1,000.00. */
export const tipCeiling = (saleAmount: number): number => Math.max(saleAmount, TIP_FLOOR_CENTS);

/** The most units of one product on one line (a sale, a quote, a purchase, a combo). */
export const MAX_QUANTITY = 10_000;

/** The most award points one payment may spend. */
export const MAX_POINTS = 100_000_000;

/**
 * The most award points a customer holds: earning stops there. At the highest earn rate a few
 * sales at the money ceiling would otherwise pass what the balance's column (a 32-bit integer) holds.
 */
export const MAX_POINTS_BALANCE = 1_000_000_000;

/**
 * The longest text each kind of field takes, in characters. Every free-text field of a request is
 * one of these kinds, so two fields meaning the same thing never take different lengths.
 */
export const textLimits = {
  /** A person's first or last name. */
  personName: 60,
  /** A customer, a product, a vendor's company or representative. */
  name: 120,
  /** A short name chosen from a list: a category, a register. */
  label: 60,
  /** A product code. */
  code: 40,
  /** A payment's or an expense's reference. */
  reference: 100,
  /** A vehicle's make or model. */
  vehicle: 100,
  /** A plate. */
  plate: 20,
  /** A ticket's label at the counter. */
  ticketLabel: 40,
  address: 200,
  city: 80,
  state: 40,
  zip: 12,
  email: 254,
  /** A web address or a stored file's address. */
  url: 2000,
  /** A file's name as it was uploaded. */
  fileName: 255,
  /** What a search box takes. */
  search: 100,
  /** A reason, or a short note on a line, a drop or a close. */
  reason: 500,
  /** Notes and descriptions. */
  note: 2000,
} as const;
export type TextKind = keyof typeof textLimits;

/** Business dates (a sale's, an expense's, a quote's end, a list's filter) lie in these years. */
export const BUSINESS_DATE_MIN = "2000-01-01";
export const BUSINESS_DATE_MAX = "2100-12-31";

/** A schedule starts at most this many months before today: it never makes years of expenses at once. */
export const SCHEDULE_START_MONTHS_BACK = 12;

/** 10000 → "10,000", -1000000 → "-1,000,000". */
const grouped = (n: number) => new Intl.NumberFormat("en-US").format(n);
const dollars = (cents: number) => formatMoney(cents, { symbol: "" });

/** Words of the ceilings, in the manner of docs/product.md §5 ("Minimum 0.01 !"). */
export const limitMessages = {
  moneyMax: `Maximum ${dollars(MAX_MONEY_CENTS)} !`,
  numberMax: (max: number) => `Maximum ${grouped(max)} !`,
  numberMin: (min: number) => `Minimum ${grouped(min)} !`,
  linesOverCeiling: `The lines can't add up to more than ${formatMoney(MAX_MONEY_CENTS)} before discounts!`,
  tipMax: `A tip can't be more than the sale's amount or ${formatMoney(TIP_FLOOR_CENTS)}, whichever is larger!`,
  itemsMax: (max: number) => `Maximum ${grouped(max)} items!`,
  textTooLong: (max: number) => `Maximum ${grouped(max)} characters!`,
  /** NUL, escape and the like: nothing a person types, and nothing the database stores. */
  controlCharacter: "Only printable characters are accepted!",
  dateFormat: "Use the date format YYYY-MM-DD.",
  dateInvalid: "Not a valid date!",
  dateRange: `Choose a date from ${formatDisplayDate(BUSINESS_DATE_MIN)} to ${formatDisplayDate(BUSINESS_DATE_MAX)}.`,
  scheduleStartTooOld: `A schedule can start at most ${SCHEDULE_START_MONTHS_BACK} months back.`,
} as const;
