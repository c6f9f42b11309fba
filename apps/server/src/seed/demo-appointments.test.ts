import { describe, expect, it } from "vitest";
import { asc, eq, isNotNull } from "drizzle-orm";
import { AppointmentStatus, appointmentMinutes } from "@washdesk/domain";
import { seededDemoShop } from "../../test/demo-shop-database";
import { appointmentLines, appointments, outbox, products, settings } from "../platform/db/schema";
import { businessDateAt } from "../platform/shop-clock";
import { DEMO_BAYS } from "./demo-appointments";

const demo = seededDemoShop();

describe("the demo shop's appointments", () => {
  it("gives the services lengths and offers the washes, details and combo online, retail neither", async () => {
    const rows = await demo.db
      .select({ code: products.code, kind: products.kind, duration: products.durationMinutes, online: products.bookableOnline })
      .from(products);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get("WASH-EXP")).toMatchObject({ duration: 15, online: true });
    expect(byCode.get("DET-FULL")).toMatchObject({ duration: 240, online: true });
    expect(byCode.get("CMB-SHINE")).toMatchObject({ duration: 60, online: true });
    expect(byCode.get("DET-CER")).toMatchObject({ duration: 480, online: false });
    for (const row of rows.filter((r) => r.code.startsWith("RT-"))) expect(row).toMatchObject({ duration: null, online: false });
  });

  it("books today and the next days on the named bays, a weekly series among them, each as long as its services and none texted", async () => {
    const [setting] = await demo.db.select().from(settings).where(eq(settings.key, "appointments"));
    expect(setting?.value).toMatchObject({ bays: DEMO_BAYS });
    const rows = await demo.db.select().from(appointments).orderBy(asc(appointments.startAt));
    const today = businessDateAt(new Date(), "America/New_York");
    expect(rows.filter((r) => r.businessDate === today).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.businessDate > today).length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.filter((r) => r.seriesId !== null).map((r) => r.seriesId)).size).toBe(1);
    expect(rows.some((r) => r.bay === "Detail bay")).toBe(true);
    expect(rows.some((r) => r.source === "online")).toBe(true);
    for (const row of rows) {
      const lines = await demo.db.select().from(appointmentLines).where(eq(appointmentLines.appointmentId, row.id));
      expect(row.durationMinutes).toBe(appointmentMinutes(lines));
      expect(row.amount).toBe(lines.reduce((sum, l) => sum + l.subTotal, 0));
      if (row.status === AppointmentStatus.Completed) expect(row.endAt.getTime()).toBeLessThanOrEqual(Date.now());
      else expect(row.status).toBe(AppointmentStatus.Pending);
    }
    expect(await demo.db.$count(outbox, eq(outbox.entity, "appointment"))).toBe(0);
    expect(await demo.db.$count(appointments, isNotNull(appointments.confirmedAt))).toBeGreaterThan(0);
  });
});
