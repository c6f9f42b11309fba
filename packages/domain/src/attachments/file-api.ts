import { z } from "zod";
import { defineApi } from "../api/define-api";
import { attachmentListSchema } from "./attachment-schemas";
import { fileRoutes } from "./file-routes";

const params = z.object({ id: z.uuid() });
const signature = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

export const fileApi = defineApi("files", fileRoutes, {
  upload: {
    summary:
      "Store files: multipart with repeated `files` parts and a `path` field (/attachments/expense, /attachments/purchase, or /images/product for one JPEG, PNG or WebP picture). All or nothing.",
    response: attachmentListSchema,
  },
  file: { summary: "A stored file (signed URL from an attachment or a product, or bearer token)", params, querystring: signature },
  thumb: { summary: "A stored file's preview (webp for images, an icon for PDFs)", params, querystring: signature },
});
