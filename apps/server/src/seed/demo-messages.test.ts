import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { seededDemoShop } from "../../test/demo-shop-database";
import { consentChanges, customers, reviewRequests, sales } from "../platform/db/schema";
import { countUnread, listConversations } from "../features/messaging/inbox.repository";

const demo = seededDemoShop();

describe("the demo shop's texts and reviews", () => {
  it("opens the inbox on two unread questions, one from a number no customer holds, above the answered talk", async () => {
    const rows = await listConversations(demo.db, "", 1, 25);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.slice(0, 2).map((r) => r.unread)).toEqual([1, 1]);
    expect(rows.slice(0, 2).some((r) => r.customer_id === null && r.body === "Are you open on Sunday?")).toBe(true);
    expect(rows.slice(2).every((r) => r.unread === 0)).toBe(true);
    expect(rows.some((r) => r.direction === "in" && r.body === "YES, see you then!")).toBe(true);
    expect(await countUnread(demo.db)).toBe(2);
  });

  it("keeps the customer who texted STOP opted out, with the consent record saying so", async () => {
    const [change] = await demo.db.select().from(consentChanges);
    expect(change).toMatchObject({ channel: "sms", optedIn: false, source: "inbound" });
    const [customer] = await demo.db.select({ alertSms: customers.alertSms }).from(customers).where(eq(customers.id, change!.customerId!));
    expect(customer?.alertSms).toBe(false);
    const asked = await demo.db.select().from(reviewRequests).where(eq(reviewRequests.customerId, change!.customerId!));
    expect(asked).toEqual([]);
  });

  it("has review requests over months, most rated, each after the sale it is about", async () => {
    const requests = await demo.db.select().from(reviewRequests);
    const rated = requests.filter((r) => r.status === "rated");
    expect(rated.length).toBeGreaterThanOrEqual(5);
    expect(requests.some((r) => r.status === "sent" && r.rating === null)).toBe(true);
    const months = new Set(rated.map((r) => r.ratedAt!.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(2);
    for (const request of requests) {
      const [sale] = await demo.db.select({ completedAt: sales.completedAt }).from(sales).where(eq(sales.id, request.saleId!));
      expect(sale!.completedAt!.getTime()).toBeLessThan(request.sentAt!.getTime());
    }
  });
});
