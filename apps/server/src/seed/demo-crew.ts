import { PayPeriod, PayType, Recurrence, SecondPaymentMethod, TaxFilingStatus, UserStatus } from "@washdesk/domain";
import { eq } from "drizzle-orm";
import type { Executor } from "../platform/db/database";
import { groups, users } from "../platform/db/schema";
import { hashSecret } from "../platform/auth/passwords";

/** The shop floor's group: people who clock in and are paid, and open no screen. */
export const CREW_GROUP = "Crew";

interface CrewMember {
  firstName: string;
  lastName: string;
  group: string;
  status: UserStatus;
  email?: string;
  pin: string;
  /** Cents per hour, or per year for a salary. */
  rate: number;
  salaried?: boolean;
  /** Paid with the front desk every week rather than every other week (the crew on the rota). */
  weekly?: boolean;
  hireDate: string;
}

// Washers and detailers clock in with a PIN and have no sign-in; the manager signs in with the demo password.
const crew: readonly CrewMember[] = [
  { firstName: "Marco", lastName: "Diaz", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "1111", rate: 1500, hireDate: "2024-03-04" },
  { firstName: "Tasha", lastName: "Green", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "2222", rate: 1500, hireDate: "2024-06-17" },
  { firstName: "Deshawn", lastName: "Parker", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "3333", rate: 1450, hireDate: "2025-01-13" },
  { firstName: "Kim", lastName: "Nguyen", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "4444", rate: 1450, hireDate: "2025-04-07" },
  { firstName: "Ray", lastName: "Ortiz", group: CREW_GROUP, status: UserStatus.INACTIVE, pin: "5555", rate: 1400, hireDate: "2023-05-01" },
  { firstName: "Priya", lastName: "Shah", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "6666", rate: 2000, weekly: true, hireDate: "2023-09-11" },
  { firstName: "Owen", lastName: "Brooks", group: CREW_GROUP, status: UserStatus.NOT_USER, pin: "7777", rate: 1900, weekly: true, hireDate: "2024-10-21" },
  {
    firstName: "Morgan",
    lastName: "Lee",
    group: "Manager",
    status: UserStatus.ACTIVE,
    email: "manager@example.com",
    pin: "8888",
    rate: 5_200_000,
    salaried: true,
    hireDate: "2022-02-14",
  },
];

/** A crew of eight beside the demo sign-ins: washers and detailers without sign-in, and a manager. */
export async function seedDemoCrew(tx: Executor, password: string): Promise<void> {
  const [made] = await tx.insert(groups).values({ name: CREW_GROUP, permission: {} }).onConflictDoNothing().returning({ id: groups.id });
  const crewGroupId = made?.id ?? (await tx.select({ id: groups.id }).from(groups).where(eq(groups.name, CREW_GROUP)))[0]!.id;
  const [manager] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.name, "Manager"));
  const passwordHash = await hashSecret(password);
  for (const person of crew) {
    await tx.insert(users).values({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email ?? null,
      groupId: person.group === CREW_GROUP ? crewGroupId : manager!.id,
      status: person.status,
      passwordHash: person.email ? passwordHash : null,
      pinHash: await hashSecret(person.pin),
      hireDate: person.hireDate,
      payType: person.salaried ? PayType.Salary : PayType.Hourly,
      payRate: person.rate,
      payPeriod: person.salaried ? PayPeriod.PerYear : PayPeriod.Hourly,
      paySchedule: person.salaried ? Recurrence.EveryMonth : person.weekly ? Recurrence.EveryWeek : Recurrence.EveryOtherWeek,
      overtimeExempt: person.salaried ?? false,
      taxFilingStatus: TaxFilingStatus.Single,
      paidBy: person.salaried ? SecondPaymentMethod.Check : SecondPaymentMethod.Cash,
      tipEligible: !person.salaried,
    });
  }
}
