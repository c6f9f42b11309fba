import type { UserSearchAnswer, UserSearchFilter, UserSearchResult } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { searchUsers } from "./employee-search.repository";

/** GET /api/search/user/ (docs/product.md §7): id and _id always, then the fields `project` names. */
export async function searchEmployees(deps: AppDeps, filter: UserSearchFilter): Promise<UserSearchAnswer> {
  const rows = await searchUsers(deps.db, filter);
  const results = rows.map((row) => {
    const result: UserSearchResult = { id: row.id, _id: row.id };
    if (filter.project.includes("firstName")) result.firstName = row.firstName;
    if (filter.project.includes("lastName")) result.lastName = row.lastName;
    if (filter.project.includes("email")) result.email = row.email ?? "";
    if (filter.project.includes("image")) result.image = row.image;
    return result;
  });
  return { count: results.length, results };
}
