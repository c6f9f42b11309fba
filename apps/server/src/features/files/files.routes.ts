import type { FastifyInstance } from "fastify";
import multipart from "@fastify/multipart";
import { fileApi, MAX_ATTACHMENTS } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { createFileStore } from "../../platform/files/file-store";
import { uploadFiles } from "./upload-files.service";
import { serveFile } from "./serve-file.service";

/**
 * Attachments (contracts: the domain's fileApi). The store is local disk under
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
    route(scope, fileApi.upload, async (request) => ok(await uploadFiles(deps, store, authOf(request), request)));
  });

  // Public to the guard because an <img> sends no headers: the signature in the URL (or a
  // bearer token allowed to see what the file belongs to) is checked in serveFile.
  route(app, fileApi.file, async (request, reply) => serveFile(deps, store, request, reply, request.params.id, "file", request.query));
  route(app, fileApi.thumb, async (request, reply) => serveFile(deps, store, request, reply, request.params.id, "thumb", request.query));
}
