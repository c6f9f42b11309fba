import { toStoredDate } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { readShopSettings } from "../settings/settings.service";

/** The shop's calendar day now, in its own time zone: what "due today" and "this month" mean. */
export async function shopToday(deps: Pick<AppDeps, "clock">, db: Executor): Promise<string> {
  const { utility } = await readShopSettings(db);
  return toStoredDate(deps.clock(), utility.timeZone);
}
