import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { OrderStatus } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { consentChanges, customers, outbox, reviewRequests, sales, smsInbound } from "../platform/db/schema";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Review requests sent lately and not yet answered, after the rated ones. */
const UNANSWERED_REVIEWS = 3;

/** Words customers of a wash send and get; fixed, so the demo reads the same on every machine. */
const RATINGS: readonly { rating: number; comment: string; daysAgo: number }[] = [
  { rating: 5, comment: "Spotless, and done in 20 minutes. Thank you!", daysAgo: 2 },
  { rating: 4, comment: "Great job on the interior; the wheels could be shinier.", daysAgo: 6 },
  { rating: 5, comment: "", daysAgo: 12 },
  { rating: 3, comment: "Good wash but I waited 40 minutes on a Saturday.", daysAgo: 24 },
  { rating: 5, comment: "Best detail in town.", daysAgo: 41 },
  { rating: 4, comment: "", daysAgo: 58 },
  { rating: 5, comment: "Friendly crew, the car looks new.", daysAgo: 75 },
];

/**
 * The demo shop's texts and reviews, so the inbox, the reviews screen and the SMS log show a shop
 * in use: two conversations with customers (one answered and read, one with an unread question),
 * an unknown number's unread question, a customer who texted STOP (opted out, with the consent
 * record), and review requests of recent completed sales, most rated, two sent and not yet
 * answered. Sent texts are history (status sent, delivered): the outbox worker leaves them alone.
 * Run after the customers, staff and sales exist.
 */
export async function seedDemoMessages(db: Executor, ownerId: string, now: Date): Promise<{ conversations: number; reviews: number }> {
  // Customers who take texts, by name: the first twelve hold the conversations, any of them may get a review request.
  const texting = (
    await db
      .select({ id: customers.id, name: customers.name, phone: customers.phone })
      .from(customers)
      .where(and(isNull(customers.deletedAt), eq(customers.alertSms, true), eq(customers.alertNoReviewSms, false), isNotNull(customers.phone)))
      .orderBy(asc(customers.name))
  ).filter((c) => c.phone !== null && c.phone !== "");
  const withPhone = texting.slice(0, 12);
  if (withPhone.length < 4) return { conversations: 0, reviews: 0 };
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  const [answered, asking, stopping] = withPhone as [(typeof withPhone)[number], (typeof withPhone)[number], (typeof withPhone)[number]];
  let sid = 0;
  const inboundSid = () => `SMdemo${String((sid += 1)).padStart(26, "0")}`;
  const outboundSid = () => `SMdemoout${String((sid += 1)).padStart(23, "0")}`;
  const firstName = (name: string) => name.split(" ")[0] ?? name;

  // An answered conversation, read by staff.
  await db.insert(smsInbound).values({
    providerMessageId: inboundSid(),
    customerId: answered.id,
    fromPhone: answered.phone!,
    body: "Hi, do you have time for a full detail on Saturday morning?",
    intent: "message",
    receivedAt: at(26 * HOUR),
    readAt: at(25 * HOUR),
    readBy: ownerId,
  });
  await db.insert(outbox).values({
    channel: "sms",
    recipient: answered.phone!,
    body: `Hi ${firstName(answered.name)}, yes: Saturday at 9:00 is free. Reply YES and we'll keep it for you.`,
    status: "sent",
    attempts: 1,
    entity: "inbox",
    entityId: answered.id,
    createdBy: ownerId,
    createdAt: at(25 * HOUR),
    sentAt: at(25 * HOUR),
    customerId: answered.id,
    providerMessageId: outboundSid(),
    deliveryStatus: "delivered",
  });
  await db.insert(smsInbound).values({
    providerMessageId: inboundSid(),
    customerId: answered.id,
    fromPhone: answered.phone!,
    body: "YES, see you then!",
    intent: "message",
    receivedAt: at(24 * HOUR),
    readAt: at(23 * HOUR),
    readBy: ownerId,
  });

  // A question waiting for an answer, and one from a number no customer holds.
  await db.insert(smsInbound).values([
    {
      providerMessageId: inboundSid(),
      customerId: asking.id,
      fromPhone: asking.phone!,
      body: "Is the ceramic coating worth it for a 2019 car?",
      intent: "message",
      receivedAt: at(40 * MINUTE),
    },
    {
      providerMessageId: inboundSid(),
      customerId: null,
      fromPhone: "5550109876",
      body: "Are you open on Sunday?",
      intent: "message",
      receivedAt: at(15 * MINUTE),
    },
  ]);

  // A customer who asked not to be texted: the STOP, the consent record and the alert flag agree.
  await db.insert(smsInbound).values({
    providerMessageId: inboundSid(),
    customerId: stopping.id,
    fromPhone: stopping.phone!,
    body: "STOP",
    intent: "optOut",
    receivedAt: at(3 * DAY),
    readAt: at(3 * DAY - HOUR),
    readBy: ownerId,
  });
  await db
    .insert(consentChanges)
    .values({ customerId: stopping.id, channel: "sms", phone: stopping.phone!, optedIn: false, source: "inbound", at: at(3 * DAY) });
  await db.update(customers).set({ alertSms: false }).where(eq(customers.id, stopping.id));

  // Review requests of the last completed sales of customers who take texts (not the one who
  // stopped), RATINGS answered and UNANSWERED_REVIEWS not yet; a customer with no sale completed
  // before their request's time (one added lately, say) leaves the place to the next one.
  const reviewed = texting.filter((c) => c.id !== stopping.id);
  let reviews = 0;
  for (let next = 0; reviews < RATINGS.length + UNANSWERED_REVIEWS && next < reviewed.length; next++) {
    const customer = reviewed[next]!;
    const index = reviews;
    const answer = RATINGS[index];
    // Rated ones spread over the last months, so the trend has points; the unanswered ones are recent.
    const sentAt = answer ? at(answer.daysAgo * DAY) : at((index - RATINGS.length + 1) * 5 * HOUR);
    // The customer's last completed sale at least the delay before the request went out.
    const [sale] = await db
      .select({ id: sales.id })
      .from(sales)
      .where(and(eq(sales.customerId, customer.id), eq(sales.status, OrderStatus.Completed), lte(sales.completedAt, new Date(sentAt.getTime() - 2 * HOUR))))
      .orderBy(desc(sales.completedAt))
      .limit(1);
    if (!sale) continue;
    const requestId = randomUUID();
    const [sent] = await db
      .insert(outbox)
      .values({
        channel: "sms",
        recipient: customer.phone!,
        body: `Sparkle Demo Car Wash: thanks for your visit, ${firstName(customer.name)}! How did we do? https://sparkle.example.com/review`,
        status: "sent",
        attempts: 1,
        origin: "automated",
        entity: "reviewRequest",
        entityId: requestId,
        createdAt: sentAt,
        sentAt,
        customerId: customer.id,
        providerMessageId: outboundSid(),
        deliveryStatus: "delivered",
      })
      .returning({ id: outbox.id });
    await db.insert(reviewRequests).values({
      id: requestId,
      customerId: customer.id,
      saleId: sale.id,
      status: answer ? "rated" : "sent",
      dueAt: sentAt,
      sentAt,
      openedAt: answer ? new Date(sentAt.getTime() + 2 * HOUR) : null,
      ratedAt: answer ? new Date(sentAt.getTime() + 2 * HOUR + 3 * MINUTE) : null,
      rating: answer?.rating ?? null,
      comment: answer?.comment ?? "",
      outboxId: sent!.id,
      createdAt: sentAt,
    });
    reviews += 1;
  }
  return { conversations: 4, reviews };
}
