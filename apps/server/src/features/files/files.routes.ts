import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { attachmentListSchema, MAX_ATTACHMENTS } from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createFileStore } from "../../platform/files/file-store";
import { uploadFiles } from "./upload-files.service";
import { serveFile } from "./serve-file.service";

const tags = ["files"];
const fileParams = z.object({ id: z.uuid() });
const fileQuery = z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() });

/**
 * Attachments (SPEC §7 POST /aws/files and "GET stored file"). The store is local disk under
 * DATA_DIR/files, or the S3 bucket when S3_BUCKET is set.
 */
export function fileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const store = createFileStore(deps.config);

  // Multipart parsing only where files are sent; everywhere else a multipart body is refused.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      // Keep "../x.png" as sent: the upload refuses such names instead of quietly trimming them.
      preservePath: true,
      limits: { fileSize: deps.config.maxUploadBytes, files: MAX_ATTACHMENTS, fields: 5, fieldSize: 1000, parts: MAX_ATTACHMENTS + 5 },
    });
    route(scope, {
      method: "POST",
      url: "/api/aws/files",
      // Each place narrows this further (features/files/upload-places).
      access: ["expenses.new", "expenses.edit", "purchases.new", "purchases.edit", "products.new", "products.edit"],
      schema: {
        summary:
          "Store files: multipart with repeated `files` parts and a `path` field (/attachments/expense, /attachments/purchase, or /images/product for one JPEG, PNG or WebP picture). All or nothing.",
        tags,
        response: { 200: envelopeOf(attachmentListSchema) },
      },
      handler: async (request) => ok(await uploadFiles(deps, store, authOf(request), request)),
    });
  });

  // Public to the guard because an <img> sends no headers: the signature in the URL (or a
  // bearer token allowed to see what the file belongs to) is checked in serveFile.
  route(app, {
    method: "GET",
    url: "/api/files/:id",
    access: "public",
    schema: { summary: "A stored file (signed URL from an attachment or a product, or bearer token)", tags, params: fileParams, querystring: fileQuery },
    handler: async (request, reply) => serveFile(deps, store, request, reply, request.params.id, "file", request.query),
  });
  route(app, {
    method: "GET",
    url: "/api/files/:id/thumb",
    access: "public",
    schema: { summary: "A stored file's preview (webp for images, an icon for PDFs)", tags, params: fileParams, querystring: fileQuery },
    handler: async (request, reply) => serveFile(deps, store, request, reply, request.params.id, "thumb", request.query),
  });
}
