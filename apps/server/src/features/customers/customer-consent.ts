import { customerRefusals, staffMayOptIn, type ConsentChannel } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { latestConsentOfCustomer, latestSmsConsentOfPhone, lockSmsNumber, recordConsentChange } from "../../platform/outbox/sms-consent";

// The customer form's alert flags are consent (docs/product.md §3 Customer alert): each change by
// staff is a row of the consent history with who made it, and texts the customer stopped by
// replying STOP cannot be turned back on from the form.

export interface AlertFlags {
  sms: boolean;
  email: boolean;
}

/**
 * Records staff's changes of a customer's alert flags, in the caller's transaction; refuses turning
 * texts on while the customer's own opt-out by text stands (for the customer, or for the number).
 */
export async function recordStaffAlertChanges(
  tx: Executor,
  customer: { id: string; phone: string; before: AlertFlags | null },
  after: Partial<AlertFlags>,
  byUser: string,
  at: Date,
): Promise<void> {
  const changed = (channel: ConsentChannel) => after[channel] !== undefined && after[channel] !== (customer.before?.[channel] ?? false);
  if (changed("sms") && after.sms === true) {
    // A STOP arriving meanwhile is either seen here or waits for this change (features/messaging).
    await lockSmsNumber(tx, customer.phone);
    const [ofCustomer, ofPhone] = [await latestConsentOfCustomer(tx, customer.id, "sms"), await latestSmsConsentOfPhone(tx, customer.phone)];
    if (!staffMayOptIn(ofCustomer) || !staffMayOptIn(ofPhone)) throw refusalError(customerRefusals.smsOptedOutByCustomer);
  }
  for (const channel of ["sms", "email"] as const) {
    if (!changed(channel)) continue;
    await recordConsentChange(tx, {
      customerId: customer.id,
      channel,
      phone: channel === "sms" ? customer.phone : null,
      optedIn: after[channel]!,
      source: "staff",
      byUser,
      at,
    });
  }
}
