import { z } from "zod";
import { defineApi } from "../api/define-api";
import { vendorPageSchema, vendorSchema, vendorSearchAnswerSchema, vendorSearchQuerySchema } from "./vendor-contract";
import { vendorInputSchema, vendorListQuerySchema, vendorUpdateSchema } from "./vendor-schemas";
import { vendorRoutes } from "./vendor-routes";

const params = z.object({ id: z.uuid() });

export const vendorApi = defineApi("vendors", vendorRoutes, {
  list: {
    summary: "Vendors, searched by company, representative, e-mail or phone; paginated with a total",
    querystring: vendorListQuerySchema,
    response: vendorPageSchema,
  },
  create: { summary: "Add a vendor (company and phone required)", body: z.object({ vendor: vendorInputSchema }), response: vendorSchema },
  update: { summary: "Change a vendor (only the fields sent)", params, body: z.object({ vendor: vendorUpdateSchema }), response: vendorSchema },
  delete: { summary: "Delete a vendor (its purchases keep naming it)", params, response: z.null() },
  search: {
    summary: "Vendors for pickers: at most 20, A–Z, projected fields (value = id, label = company)",
    querystring: vendorSearchQuerySchema,
    response: vendorSearchAnswerSchema,
  },
});
