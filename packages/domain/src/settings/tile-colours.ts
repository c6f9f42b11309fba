// Tile colours (docs/product.md §4, the counter): the owner may give each category in use one
// colour from a small palette, shown as a band on the counter's tiles. Stored in the system
// settings under "tileColours". Plain values, no schema library: the counter reads them with its
// first screen.

/** The palette, each a Mantine colour name; the tile draws a band of its strong shade, never text on it. */
export const TILE_COLOURS = ["red", "orange", "yellow", "green", "teal", "cyan", "blue", "indigo", "grape", "pink"] as const;
export type TileColour = (typeof TILE_COLOURS)[number];

/** What a person reads for each colour of the palette. */
export const tileColourLabels: Readonly<Record<TileColour, string>> = {
  red: "Red",
  orange: "Orange",
  yellow: "Yellow",
  green: "Green",
  teal: "Teal",
  cyan: "Cyan",
  blue: "Blue",
  indigo: "Indigo",
  grape: "Purple",
  pink: "Pink",
};

/** One category's colour; a category without one is not listed and its tiles look plain. */
export interface CategoryColour {
  category: string;
  colour: TileColour;
}

/** The shop's tile colours: GET and PUT /api/settings/tile-colours, and a part of GET /api/pos/start. */
export interface TileColours {
  colours: CategoryColour[];
}

export const noTileColours: TileColours = { colours: [] };

/** More categories than any counter shows as chips; the list is bounded like every list a request carries. */
export const TILE_COLOURS_MAX = 200;

/** The words of the tile colours' rules. */
export const tileColourMessages = {
  unknownColour: `Choose one of the colours: ${TILE_COLOURS.map((colour) => tileColourLabels[colour]).join(", ")}.`,
  categoryTwice: "Each category takes one colour only.",
} as const;

/** The colour of a category's tiles, or null when the owner chose none. */
export function tileColourOf(colours: TileColours, category: string): TileColour | null {
  return colours.colours.find((entry) => entry.category === category)?.colour ?? null;
}
