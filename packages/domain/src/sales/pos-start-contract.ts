import { z } from "zod";
import { sessionDataSchema } from "../auth/auth-schemas";
import { productCategoriesSchema, productSearchAnswerSchema } from "../catalog/product-contract";
import { productSearchQuerySchema } from "../catalog/product-queries";
import { registerSchema } from "../registers/register-contract";
import { tileColoursSchema } from "../settings/tile-colours-schema";

/** The tiles' query of GET /api/search/product, and the station's drawer as GET /api/session takes it. */
export const posStartQuerySchema = productSearchQuerySchema.extend({ registerId: z.uuid().optional() });
export type PosStartQuery = z.output<typeof posStartQuerySchema>;

/**
 * GET /api/pos/start: what the counter needs before it can sell, in one answer: the session of
 * this station's drawer, the drawers, the first tiles, the category chips and their tile colours.
 * The web app's boot script sends it on a reload of the counter instead of GET /api/session,
 * /api/registers, /api/search/product, /api/products/categories and /api/settings/tile-colours,
 * and hands each part to the app as the answer to that request. One answer costs the server one
 * token check instead of five, and the browser one request.
 */
export const posStartSchema = z.object({
  session: sessionDataSchema,
  registers: z.array(registerSchema),
  /** Null when the user may not search the catalog: the counter's own request then says so. */
  tiles: productSearchAnswerSchema.nullable(),
  /** Null when the user may not read the categories: the counter then shows those of its tiles. */
  categories: productCategoriesSchema.nullable(),
  /** The category colours of the tiles; null, as the categories, for a user who may not read them. */
  tileColours: tileColoursSchema.nullable(),
});
export type PosStart = z.infer<typeof posStartSchema>;
