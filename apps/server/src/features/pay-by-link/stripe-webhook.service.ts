import { ACCOUNT_CHECKOUT_KEY, accountLinkExcessText, ActivityAction, formatMoney, NotificationTrigger, payLinkRefusals } from "@washdesk/domain";
import type Stripe from "stripe";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import { enqueueMessage } from "../../platform/outbox/enqueue-message";
import { customers } from "../../platform/db/schema";
import { eq } from "drizzle-orm";
import { recordLinkPaymentIn, saleHint, type LinkPaymentOutcome } from "../sales";
import { recordAccountLinkPaymentIn, type AccountLinkPaymentOutcome } from "../house-accounts";
import { readPaymentKeys, renderMessage } from "../settings";
import { claimStripeEvent, findPayLink, settleStripeEvent } from "./pay-links.repository";
import { verifiedStripeEvent } from "./stripe-client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The events that mean a checkout's money was taken. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/**
 * POST /api/webhooks/stripe: a delivery is trusted only with a valid Stripe-Signature for the
 * payment profile's signing secret (400 otherwise, nothing stored). A paid checkout records its
 * payment once: the event id is claimed in the payment's own transaction, and a second event for
 * the same checkout finds its payment on the sale, or on the account when the checkout's metadata
 * names one (an account's link). Any other event is answered 200 and ignored.
 */
export async function receiveStripeEvent(deps: AppDeps, rawBody: Buffer | undefined, signature: string | undefined): Promise<{ received: boolean }> {
  const keys = await readPaymentKeys(deps);
  let event: Stripe.Event;
  try {
    if (!keys || !signature || !rawBody) throw new Error("nothing to check the signature with");
    event = verifiedStripeEvent(rawBody, signature, keys.webhookSecret, deps.clock());
  } catch {
    throw refusalError(payLinkRefusals.badSignature);
  }
  if (!PAID_EVENTS.has(event.type)) return { received: true };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== "paid") return { received: true };
  const accountCustomerId = session.metadata?.[ACCOUNT_CHECKOUT_KEY];
  if (accountCustomerId !== undefined) {
    await receiveAccountPayment(deps, event, session, accountCustomerId);
    return { received: true };
  }
  const payLinkId = session.metadata?.payLinkId;

  const result = await deps.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return null;
    // Only a well-formed id is looked up: a malformed one would fail the transaction on PostgreSQL.
    const link = payLinkId && UUID.test(payLinkId) ? await findPayLink(tx, payLinkId) : null;
    if (!link) {
      await settleStripeEvent(tx, event.id, "unknown link");
      return { saleId: null, outcome: null };
    }
    const outcome = await recordLinkPaymentIn(tx, deps, {
      saleId: link.saleId,
      amount: session.amount_total ?? 0,
      reference: session.id.slice(0, 100),
      takenBy: link.sentBy,
    });
    await settleStripeEvent(tx, event.id, outcome.kind === "recorded" ? (outcome.excess > 0 ? "overpaid" : "recorded") : outcome.reason);
    if (outcome.kind === "recorded") await afterInvoicePayment(tx, link.saleId, outcome);
    return { saleId: link.saleId, outcome };
  });

  if (result && !result.outcome) deps.log.warn({ eventId: event.id, checkoutSession: session.id }, "A paid Stripe checkout names no payment link of this shop");
  if (result?.outcome) {
    flagExcess(deps, result.outcome, event.id, session.id);
    if (result.outcome.kind === "recorded" && result.saleId) saleHint(deps, result.saleId, "AddPayment");
  }
  return { received: true };
}

/**
 * A paid checkout of an account's link: a payment on account (Credit, PayByLink) recorded once, the
 * event id claimed in the same transaction. Money beyond what the account owed by then is not
 * recorded (planAccountLinkPayment): the system log says how much, to refund it in Stripe.
 */
async function receiveAccountPayment(deps: AppDeps, event: Stripe.Event, session: Stripe.Checkout.Session, customerId: string): Promise<void> {
  const outcome = await deps.db.transaction(async (tx): Promise<AccountLinkPaymentOutcome | null> => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return null;
    // Only a well-formed id is looked up: a malformed one would fail the transaction on PostgreSQL.
    const recorded = UUID.test(customerId)
      ? await recordAccountLinkPaymentIn(tx, deps, { customerId, amount: session.amount_total ?? 0, reference: session.id.slice(0, 100) })
      : ({ kind: "notRecorded", reason: "gone", excess: session.amount_total ?? 0, customerName: null } as const);
    await settleStripeEvent(tx, event.id, recorded.kind === "recorded" ? (recorded.excess > 0 ? "overpaid" : "recorded") : recorded.reason);
    return recorded;
  });
  if (!outcome) return;
  if (outcome.excess > 0) {
    deps.log.warn(
      { eventId: event.id, checkoutSession: session.id, excessCents: outcome.excess, reason: outcome.kind === "notRecorded" ? outcome.reason : "overBalance" },
      accountLinkExcessText(outcome.customerName ?? "an unknown account", outcome.excess),
    );
  }
  if (outcome.kind === "recorded") {
    for (const saleId of outcome.saleIds) saleHint(deps, saleId, "AddPayment");
    deps.realtime.publish({ entity: "customers", id: customerId, action: "Edit" });
  }
}

/**
 * Money taken beyond what the sale still owed (it was paid at the counter meanwhile, or the link
 * was paid twice) is not recorded: the system log says how much, so it can be refunded in Stripe.
 */
function flagExcess(deps: AppDeps, outcome: LinkPaymentOutcome, eventId: string, checkoutSession: string): void {
  if (outcome.excess <= 0) return;
  deps.log.warn(
    {
      eventId,
      checkoutSession,
      saleNumber: outcome.saleNumber,
      excessCents: outcome.excess,
      reason: outcome.kind === "notRecorded" ? outcome.reason : "overBalance",
    },
    `Overpayment by link on sale #${outcome.saleNumber ?? "?"}: ${(outcome.excess / 100).toFixed(2)} taken beyond the balance; refund it in Stripe`,
  );
}

/**
 * Trigger AfterInvoicePayment: the customer's e-mail (when on file) thanks them in the words of its
 * template, unless the shop turned it off, through the outbox; the activity log records the trigger either way.
 */
async function afterInvoicePayment(tx: Transaction, saleId: string, outcome: Extract<LinkPaymentOutcome, { kind: "recorded" }>) {
  const [customer] = outcome.customerId
    ? await tx.select({ email: customers.email, name: customers.name }).from(customers).where(eq(customers.id, outcome.customerId))
    : [];
  let outboxId: number | null = null;
  if (customer?.email) {
    const message = await renderMessage(tx, NotificationTrigger.AfterInvoicePayment, "email", {
      customerName: customer.name,
      saleNumber: String(outcome.saleNumber),
      amount: formatMoney(outcome.amount),
    });
    outboxId = !message
      ? null
      : (
          await enqueueMessage(tx, {
            ...message,
            recipient: customer.email,
            entity: "sale",
            entityId: saleId,
            // Nobody sent it: the payment's trigger did, so quiet hours and caps hold it.
            origin: "automated",
          })
        ).id;
  }
  await writeActivity(tx, {
    userId: null,
    action: outboxId === null ? ActivityAction.Details : ActivityAction.SendEmail,
    entity: "sale",
    entityId: saleId,
    details: { number: outcome.saleNumber, trigger: NotificationTrigger.AfterInvoicePayment, paymentId: outcome.paymentId, amount: outcome.amount, outboxId },
  });
}
