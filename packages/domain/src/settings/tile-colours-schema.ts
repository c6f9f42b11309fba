import { z } from "zod";
import { limitMessages, requiredText } from "../validation";
import { TILE_COLOURS, TILE_COLOURS_MAX, tileColourMessages } from "./tile-colours";

const categoryColourSchema = z.object({
  category: requiredText("label"),
  colour: z.enum(TILE_COLOURS, { error: tileColourMessages.unknownColour }),
});

/**
 * The tile colours, the whole list at once (PUT replaces it): each category at most once, each
 * colour from the palette.
 */
export const tileColoursSchema = z.object({
  colours: z
    .array(categoryColourSchema)
    .max(TILE_COLOURS_MAX, { error: limitMessages.itemsMax(TILE_COLOURS_MAX) })
    .superRefine((colours, context) => {
      const seen = new Set<string>();
      colours.forEach((entry, index) => {
        if (seen.has(entry.category)) context.addIssue({ code: "custom", path: [index, "category"], message: tileColourMessages.categoryTwice });
        seen.add(entry.category);
      });
    }),
});
export type TileColoursInput = z.input<typeof tileColoursSchema>;
