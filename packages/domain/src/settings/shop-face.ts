import { z } from "zod";

/** GET /api/shop: what the sign-in page shows of the shop before anyone signs in. */
export const shopFaceSchema = z.object({ businessName: z.string(), logoUrl: z.string() });
export type ShopFace = z.infer<typeof shopFaceSchema>;
