import { ActivityAction, noTileColours, tileColoursSchema, type TileColours } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { writeActivity } from "../../platform/activity-log";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings, writeSetting } from "./settings.repository";

export const TILE_COLOURS_KEY = "tileColours";

/** The stored colours, or none when nothing is stored or what is stored no longer passes the rules. */
export function tileColoursFrom(stored: Record<string, unknown> | undefined): TileColours {
  const parsed = tileColoursSchema.safeParse(stored ?? noTileColours);
  return parsed.success ? parsed.data : noTileColours;
}

export async function readTileColours(db: Executor): Promise<TileColours> {
  return tileColoursFrom((await readSettings(db, [TILE_COLOURS_KEY])).get(TILE_COLOURS_KEY));
}

/** The whole list replaces the stored one: a category left out goes back to plain tiles. */
export async function updateTileColours(deps: AppDeps, auth: AuthContext, input: TileColours, ip: string): Promise<TileColours> {
  const value = { colours: input.colours.map(({ category, colour }) => ({ category, colour })) };
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, TILE_COLOURS_KEY, value);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Set, entity: "settings", entityId: TILE_COLOURS_KEY, details: value, ip });
  });
  deps.realtime.publish({ entity: "settings", id: TILE_COLOURS_KEY, action: "Set" });
  return value;
}
