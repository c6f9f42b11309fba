// System Settings › General (docs/product.md §2 /settings/system, §6 settings.system.general): who
// the shop is, where and when it works, and what its receipts say. Plain values, no schema
// library: the receipt and the header read the public part from the session.

/** The days of the week as the settings name them, Sunday first (0 … 6, like Date's getDay). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdayLabels: Readonly<Record<Weekday, string>> = {
  sunday: "Sunday",
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
};

/** One day's opening hours, wall-clock "HH:MM" in the shop's time zone; a closed day keeps its times for when it opens again. */
export interface DayHours {
  closed: boolean;
  opens: string;
  closes: string;
}
export type BusinessHours = Record<Weekday, DayHours>;

/** The one currency WashDesk keeps its books in (docs/product.md §2: USD). */
export const SHOP_CURRENCY = "USD";

/** A new shop: open 8 to 6 every day until the owner says otherwise. */
export const defaultBusinessHours: BusinessHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, { closed: false, opens: "08:00", closes: "18:00" }]),
) as BusinessHours;

export const DEFAULT_WORKWEEK_START: Weekday = "monday";

/** What GET /api/settings/general answers: the whole section. */
export interface GeneralSettings {
  businessName: string;
  /** The logo's address for an <img> (public: the sign-in page shows it), or "" when the shop has none. */
  logoUrl: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  timeZone: string;
  currency: typeof SHOP_CURRENCY;
  businessHours: BusinessHours;
  workweekStart: Weekday;
  receiptHeader: string;
  receiptFooter: string;
  /** Where a customer leaves a review (for later review requests). */
  reviewUrl: string;
}

/** The words of the General section's rules and warnings. */
export const generalSettingsWords = {
  timeZone: "Choose a time zone from the list.",
  currency: "WashDesk keeps its books in US dollars (USD) only.",
  time: "Enter a time as HH:MM, from 00:00 to 23:59.",
  closesBeforeOpens: "Closing time must be after opening time.",
  logoNotUploaded: "The logo is not an image uploaded here: upload it again.",
  timeZoneWarning:
    "Business days from now on follow the new time zone: today's sales, drawers and reports are counted by its calendar. Days already past keep the dates they were given.",
} as const;

/** Whether the runtime knows this IANA time zone ("America/New_York"). */
export function isTimeZone(value: string): boolean {
  if (value === "" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The time zones a person picks from: the runtime's list, US zones first. */
export function timeZoneChoices(): string[] {
  const all =
    typeof Intl.supportedValuesOf === "function"
      ? Intl.supportedValuesOf("timeZone")
      : ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "UTC"];
  const us = all.filter((zone) => zone.startsWith("America/") || zone.startsWith("Pacific/Honolulu"));
  return [...us, ...all.filter((zone) => !us.includes(zone))];
}
