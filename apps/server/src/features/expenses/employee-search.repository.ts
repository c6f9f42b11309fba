import { asc, or, sql } from "drizzle-orm";
import { USER_SEARCH_LIMIT, type UserSearchFilter } from "@washdesk/domain";
import type { Executor } from "../../platform/db/database";
import { users } from "../../platform/db/schema";
import { containsPattern } from "../../platform/db/like-pattern";

/**
 * Staff whose first name, last name or e-mail (the `fields` asked for) contains the text, or whose
 * full name does; A–Z by name. A shop has tens of staff: a scan is fine.
 */
export function searchUsers(db: Executor, filter: UserSearchFilter) {
  const pattern = containsPattern(filter.text.toLowerCase());
  const byField = { firstName: users.firstName, lastName: users.lastName, email: users.email } as const;
  const matches = filter.fields.map((field) => sql`lower(${byField[field]}) like ${pattern}`);
  if (filter.fields.includes("firstName") && filter.fields.includes("lastName")) {
    matches.push(sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`);
  }
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(or(...matches))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(USER_SEARCH_LIMIT);
}

/** A staff member by id (the employee of an expense). */
export async function userExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} = ${id}`);
  return rows.length > 0;
}
