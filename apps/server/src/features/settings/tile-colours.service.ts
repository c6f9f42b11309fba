import { noTileColours, tileColoursSchema, type TileColours } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { readSettings } from "./settings.repository";
import { writeSettings } from "./settings-write";

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
export function updateTileColours(deps: AppDeps, auth: AuthContext, input: TileColours, ip: string): Promise<TileColours> {
  return writeSettings(deps, auth, ip, {
    section: TILE_COLOURS_KEY,
    keys: [TILE_COLOURS_KEY],
    change: async (_tx, stored) => {
      const after = { colours: input.colours.map(({ category, colour }) => ({ category, colour })) };
      return { before: tileColoursFrom(stored.get(TILE_COLOURS_KEY)), after, stored: { [TILE_COLOURS_KEY]: after } };
    },
  });
}
