import { AccountStatus, AccountTerms } from "../enums";
import { addDays, daysBetween } from "../dates/calendar-days";
import { planned, refused, type Planned } from "../api/refusal";
import { houseAccountRefusals } from "./house-account-refusals";

/** The most drivers an account names; more than this is a fleet to manage elsewhere. */
export const MAX_ACCOUNT_DRIVERS = 30;

/** The aging buckets of an account's open invoices, by days past the invoice date. */
export const agingBuckets = ["current", "days30", "days60", "days90"] as const;
export type AgingBucket = (typeof agingBuckets)[number];
export const agingBucketLabels: Record<AgingBucket, string> = {
  current: "Current",
  days30: "30 days",
  days60: "60 days",
  days90: "90+ days",
};

/**
 * Which bucket an invoice ages into on `today`: 0–29 days after its invoice date is current, 30–59
 * is 30 days, 60–89 is 60 days, 90 and more is 90+ (an invoice dated in the future is current).
 */
export function agingBucketOf(invoiceDate: string, today: string): AgingBucket {
  const age = daysBetween(invoiceDate, today);
  if (age >= 90) return "days90";
  if (age >= 60) return "days60";
  if (age >= 30) return "days30";
  return "current";
}

export type Aging = Record<AgingBucket, number>;

/** The open balances of an account's invoices summed by bucket; the buckets add up to the balance. */
export function agingOf(invoices: readonly { invoiceDate: string; balance: number }[], today: string): Aging {
  const aging: Aging = { current: 0, days30: 0, days60: 0, days90: 0 };
  for (const invoice of invoices) aging[agingBucketOf(invoice.invoiceDate, today)] += invoice.balance;
  return aging;
}

/** The day an invoice falls due under the account's terms. */
export const dueDateOf = (invoiceDate: string, terms: AccountTerms): string => addDays(invoiceDate, terms);

/** What is still available to charge: the limit less the balance, never below zero. */
export const availableCredit = (limit: number, balance: number): number => Math.max(limit - balance, 0);

/** A driver's name as compared: case and runs of spaces aside. */
const driverKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

export interface ChargeFacts {
  status: AccountStatus;
  creditLimit: number;
  /** What the account owes before this charge. */
  balance: number;
  /** Empty: anyone at the counter may charge; else only these drivers. */
  drivers: readonly string[];
}

/**
 * Whether a charge may go on the account: the account is active, the driver (when the account names
 * drivers) is one of them, and the balance with this charge stays within the credit limit.
 * Answers the driver's name as the account spells it.
 */
export function planCharge(account: ChargeFacts, charge: number, driverName: string | null | undefined): Planned<{ driverName: string | null }> {
  if (account.status !== AccountStatus.Active) return refused(houseAccountRefusals.closed);
  if (charge <= 0) return refused(houseAccountRefusals.nothingToCharge);
  let driver: string | null = driverName?.trim() ? driverName.trim() : null;
  if (account.drivers.length > 0) {
    if (driver === null) return refused(houseAccountRefusals.driverRequired);
    const named = account.drivers.find((name) => driverKey(name) === driverKey(driver!));
    if (!named) return refused(houseAccountRefusals.driverNotAllowed(driver));
    driver = named;
  }
  if (account.balance + charge > account.creditLimit) return refused(houseAccountRefusals.overLimit(account.balance, charge, account.creditLimit));
  return planned({ driverName: driver });
}
