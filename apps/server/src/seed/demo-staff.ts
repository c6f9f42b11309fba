import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../platform/db/database";
import { groups, users } from "../platform/db/schema";

export interface DemoStaff {
  owner: { id: string };
  cashier: { id: string };
}

/** Who rings up and who manages in the demo data: the first cashier and owner (either stands in for the other). Null with no staff. */
export async function findDemoStaff(db: Executor): Promise<DemoStaff | null> {
  const staff = await db
    .select({ id: users.id, group: groups.name })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(inArray(groups.name, ["Owner", "Cashier"]))
    .orderBy(users.email);
  if (staff.length === 0) return null;
  const of = (group: string) => staff.find((s) => s.group === group) ?? staff[0]!;
  return { owner: { id: of("Owner").id }, cashier: { id: of("Cashier").id } };
}
