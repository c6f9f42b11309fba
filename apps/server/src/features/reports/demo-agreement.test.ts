import { describe, expect, it } from "vitest";
import { addDays, toStoredDate } from "@washdesk/domain";
import { seededDemoShop } from "../../../test/demo-shop-database";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { dayEndReport } from "../registers/register-fixtures";
import { dashboard } from "./dashboard.service";
import { generalReport } from "./general-report.service";

// The demo shop's history read three ways: for each of its last days the general report, the
// day-end report and (today) the dashboard tell the same figures.
const demo = seededDemoShop();
const owner = { sessionId: "", user: { id: "" }, group: { isOwner: true, isDev: false, permission: {} } } as unknown as AuthContext;
const depsOf = () => ({ db: demo.db, clock: () => new Date(), realtime: { publish: () => undefined } }) as unknown as AppDeps;

describe("the demo shop's reports", () => {
  it("agree with the day-end report day by day, and with the dashboard today", async () => {
    const deps = depsOf();
    const today = toStoredDate(new Date(), "America/New_York");
    for (let back = 0; back < 8; back += 1) {
      const day = addDays(today, -back);
      const general = await generalReport(deps, { from: day, to: day });
      const dayEnd = await dayEndReport(deps, owner, day);
      expect(general.sales.saleCount, day).toBe(dayEnd.sales.count);
      expect(general.sales.amount, day).toBe(dayEnd.sales.amount);
      expect(general.sales.net, day).toBe(dayEnd.sales.netAmount);
      expect(general.sales.tax, day).toBe(dayEnd.sales.taxTotal);
      expect(general.sales.discount, day).toBe(dayEnd.sales.discountTotal);
      expect(general.sales.unpaid, day).toEqual(dayEnd.sales.unpaid);
      expect(general.sales.tips, day).toBe(dayEnd.tips);
      expect(general.payments, day).toEqual(dayEnd.payments);
      expect(general.sales.refunds, day).toBe(dayEnd.refunds.amount);
      expect(general.sales.voids, day).toBe(dayEnd.voids.amount);
      if (back > 0) expect(general.sales.saleCount, day).toBeGreaterThan(0);
    }
    const board = await dashboard(deps, owner);
    const todays = await generalReport(deps, { from: today, to: today });
    expect(board.daily!.net.current).toBe(todays.sales.net);
    expect(board.daily!.carCount.current).toBe(todays.sales.carCount);
    expect(board.daily!.tips.current).toBe(todays.sales.tips);
    expect(board.overview!.months.some((m) => m.net > 0)).toBe(true);
  });
});
