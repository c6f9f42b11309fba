import { z } from "zod";
import { defineApi } from "../api/define-api";
import { purchasePageSchema, purchaseSchema } from "./purchase-contract";
import { purchaseInputSchema, purchaseListQuerySchema } from "./purchase-inputs";
import { purchaseRoutes } from "./purchase-routes";

const params = z.object({ id: z.uuid() });

export const purchaseApi = defineApi("purchases", purchaseRoutes, {
  list: {
    summary: "Purchases, newest first, filtered by date range, vendor and payment method; paginated, with totals",
    querystring: purchaseListQuerySchema,
    response: purchasePageSchema,
  },
  create: {
    summary: "Save a purchase; the amount must be the sum of the line subtotals; stock of its standard products rises",
    body: z.object({ purchase: purchaseInputSchema }),
    response: purchaseSchema,
  },
  get: { summary: "A purchase with its lines and attachments", params, response: purchaseSchema },
  update: {
    summary: "Replace a purchase (its lines too); stock moves by the difference",
    params,
    body: z.object({ purchase: purchaseInputSchema }),
    response: purchaseSchema,
  },
  delete: { summary: "Delete a purchase; the units it brought in leave the stock", params, response: z.null() },
});
