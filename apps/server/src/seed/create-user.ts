import { eq } from "drizzle-orm";
import { UserStatus } from "@washdesk/domain";
import type { Executor } from "../platform/db/database";
import { groups, users } from "../platform/db/schema";
import { hashSecret } from "../platform/auth/passwords";
import { findUserByEmail } from "../features/auth/auth.repository";

export interface NewStaff {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  groupName: string;
  pin?: string;
}

/** Used by the demo seed, the create-owner command and tests; the staff screens come later. */
export async function createStaffUser(db: Executor, input: NewStaff): Promise<{ id: string }> {
  if (await findUserByEmail(db, input.email)) throw new Error(`A user with e-mail ${input.email} already exists.`);
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, input.groupName));
  if (!group) throw new Error(`Group ${input.groupName} does not exist.`);
  const [created] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      groupId: group.id,
      status: UserStatus.ACTIVE,
      passwordHash: await hashSecret(input.password),
      pinHash: input.pin ? await hashSecret(input.pin) : null,
    })
    .returning({ id: users.id });
  return created!;
}
