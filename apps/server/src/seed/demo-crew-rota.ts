import { addDays } from "@washdesk/domain";
import { inArray } from "drizzle-orm";
import type { Executor } from "../platform/db/database";
import { users } from "../platform/db/schema";
import { wallTimeToInstant } from "../platform/shop-clock";

/** How many days back the crew's rota goes: the same four weeks as the staff sign-ins' shifts. */
export const CREW_ROTA_DAYS = 28;

/** One shift of the rota, in the shop's wall time; breaks are [start, end]. */
export interface RotaShift {
  userId: string;
  date: string;
  from: string;
  to: string;
  meal: [string, string];
  rest: [string, string];
}

export interface DemoCrewIds {
  /** The detailer on a percentage commission. */
  priya: string;
  /** The washer paid a fixed amount per service. */
  owen: string;
}

/** The two crew members the demo pays on commission; null when the crew was not seeded. */
export async function findDemoCrewIds(db: Executor): Promise<DemoCrewIds | null> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(inArray(users.firstName, ["Priya", "Owen"]));
  const priya = rows.find((r) => r.firstName === "Priya");
  const owen = rows.find((r) => r.firstName === "Owen");
  return priya && owen ? { priya: priya.id, owen: owen.id } : null;
}

/** The first day (a Monday) of the workweek holding a date. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The crew's rota for the last four weeks (not today): the washer opens Thursday to Monday, the
 * detailer works Tuesday to Saturday, so someone who shares tips is on the clock every day. Each
 * shift has an unpaid 30-minute meal and a paid 15-minute rest, 8 paid hours a day, 40 a week;
 * last week the washer stayed late on Saturday to clear the line, which puts him past 40 hours.
 */
export function crewRota(today: string, crew: DemoCrewIds): RotaShift[] {
  const lastSaturday = addDays(mondayOf(today), -2);
  const shifts: RotaShift[] = [];
  for (let back = CREW_ROTA_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if ([4, 5, 6, 0, 1].includes(weekday)) {
      const to = date === lastSaturday ? "18:30" : "16:00";
      shifts.push({ userId: crew.owen, date, from: "07:30", to, meal: ["11:30", "12:00"], rest: ["14:00", "14:15"] });
    }
    if (weekday >= 2 && weekday <= 6) {
      shifts.push({ userId: crew.priya, date, from: "10:00", to: "18:30", meal: ["13:30", "14:00"], rest: ["16:00", "16:15"] });
    }
  }
  return shifts;
}

/**
 * Who of the rota is at work (on the clock, not on their meal) at an instant: the rota's times made
 * instants once, then asked once per sale.
 */
export function crewOnTheClock(rota: readonly RotaShift[], timeZone: string): (at: Date) => string[] {
  const instant = (date: string, time: string) => wallTimeToInstant(`${date} ${time}:00`, timeZone).getTime();
  const spans = rota.map((s) => ({
    userId: s.userId,
    from: instant(s.date, s.from),
    to: instant(s.date, s.to),
    mealFrom: instant(s.date, s.meal[0]),
    mealTo: instant(s.date, s.meal[1]),
  }));
  return (at) => {
    const t = at.getTime();
    return spans.filter((s) => s.from <= t && t < s.to && !(s.mealFrom <= t && t < s.mealTo)).map((s) => s.userId);
  };
}
