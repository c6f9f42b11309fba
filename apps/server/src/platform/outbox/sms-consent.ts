import { and, desc, eq, sql } from "drizzle-orm";
import { normalizePhone, type ConsentChange, type ConsentChannel, type ConsentSource } from "@washdesk/domain";
import type { Executor } from "../db/database";
import { consentChanges, customers } from "../db/schema";

// Consent to be contacted (docs/product.md §3 Customer alert). Here, in the platform, because both
// the outbox (which must not text a number that opted out) and the features that change consent
// (customers, the SMS webhook) need it.

/** A number as consent and customers store it: ten digits for a US number, else as given (+E.164). */
export const smsPhoneKey = (raw: string): string => normalizePhone(raw) ?? raw.trim();

/**
 * Holds a number's texts consent until the transaction ends: two STOPs sent at once (two message
 * ids), or a STOP and staff turning texts on, read and change it one after the other.
 */
export async function lockSmsNumber(executor: Executor, phone: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${smsPhoneKey(phone)}`}))`);
}

/** The latest change of texts consent for a number, whoever held it. */
export async function latestSmsConsentOfPhone(executor: Executor, phone: string): Promise<ConsentChange | null> {
  const [row] = await executor
    .select({ optedIn: consentChanges.optedIn, source: consentChanges.source })
    .from(consentChanges)
    .where(and(eq(consentChanges.channel, "sms"), eq(consentChanges.phone, smsPhoneKey(phone))))
    .orderBy(desc(consentChanges.at), desc(consentChanges.id))
    .limit(1);
  return row ?? null;
}

/** The latest change of a customer's consent on a channel. */
export async function latestConsentOfCustomer(executor: Executor, customerId: string, channel: ConsentChannel): Promise<ConsentChange | null> {
  const [row] = await executor
    .select({ optedIn: consentChanges.optedIn, source: consentChanges.source })
    .from(consentChanges)
    .where(and(eq(consentChanges.customerId, customerId), eq(consentChanges.channel, channel)))
    .orderBy(desc(consentChanges.at), desc(consentChanges.id))
    .limit(1);
  return row ?? null;
}

/** Whether the number's latest word on texts is no: automated and bulk texts to it are not sent. */
export async function isSmsOptedOut(executor: Executor, phone: string): Promise<boolean> {
  const latest = await latestSmsConsentOfPhone(executor, phone);
  return latest !== null && !latest.optedIn;
}

export interface ConsentChangeInput {
  customerId: string | null;
  channel: ConsentChannel;
  /** For texts, the number the change is about (a customer's, or an unknown number's). */
  phone?: string | null;
  optedIn: boolean;
  source: ConsentSource;
  byUser?: string | null;
  at: Date;
}

/**
 * Records a change and keeps the customer's alert flag of that channel as its summary, in the
 * caller's transaction so the two never disagree.
 */
export async function recordConsentChange(executor: Executor, change: ConsentChangeInput): Promise<void> {
  await executor.insert(consentChanges).values({
    customerId: change.customerId,
    channel: change.channel,
    phone: change.phone ? smsPhoneKey(change.phone) : null,
    optedIn: change.optedIn,
    source: change.source,
    byUser: change.byUser ?? null,
    at: change.at,
  });
  if (change.customerId === null) return;
  const flag = change.channel === "sms" ? { alertSms: change.optedIn } : { alertEmail: change.optedIn };
  await executor.update(customers).set(flag).where(eq(customers.id, change.customerId));
}
