import { can, fileRefusals, headers, isImageType } from "@washdesk/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { authenticate } from "../../platform/auth/sessions";
import { bearerToken } from "../../platform/auth/tokens";
import { accessDenied, refusalError } from "../../platform/errors";
import type { FileStore } from "../../platform/files/file-store";
import { fileUrlSigner, type FileVariant } from "../../platform/files/file-url-signer";
import { documentImage, missingFileImage, SVG_TYPE } from "../../platform/files/placeholder-images";
import { THUMB_TYPE } from "../../platform/files/thumbnail";
import { findFile, type FileRow } from "./files.repository";
import { readersOf } from "./upload-places";

export interface FileQuery {
  exp?: string;
  sig?: string;
}

/**
 * Who may read a stored file: a valid signature in the URL (handed out only by answers that
 * checked the reader's permission), or else a signed-in staff member who may see what the file
 * belongs to (expenses or purchases for attachments, products for their pictures), asking with
 * the client header and a bearer token as every API call does.
 */
async function assertMayRead(deps: AppDeps, request: FastifyRequest, row: FileRow | null, id: string, variant: FileVariant, query: FileQuery): Promise<void> {
  const signer = await fileUrlSigner(deps.db, deps.config);
  if (signer.verify(id, variant, query.exp, query.sig, deps.clock())) return;
  if (request.headers[headers.clientToken] !== deps.config.clientToken) throw refusalError(fileRefusals.linkExpired);
  const auth = await authenticate(deps, bearerToken(request.headers.authorization));
  request.auth = auth;
  if (!can(auth.group, ...readersOf(row?.pathPrefix))) throw accessDenied();
}

/**
 * A file anyone may read, once its feature said it is public (the shop's logo): no signature, a
 * long cache, since its address changes whenever the logo does.
 */
export async function servePublicFile(deps: AppDeps, store: FileStore, reply: FastifyReply, id: string) {
  const row = await findFile(deps.db, id);
  reply.header("x-content-type-options", "nosniff");
  const data = row && isImageType(row.mimeType) ? await store.get(row.storageKey) : null;
  if (!row || !data) return sendPlaceholder(reply, missingFileImage, 404);
  return reply
    .code(200)
    .header("content-type", row.mimeType)
    .header("content-length", data.length)
    .header("cache-control", "public, max-age=86400, immutable")
    .header("content-disposition", contentDisposition("inline", row.originalName))
    .send(data);
}

/** RFC 6266 filename: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function sendPlaceholder(reply: FastifyReply, svg: string, status: number) {
  return reply
    .code(status)
    .header("content-type", SVG_TYPE)
    .header("cache-control", status === 200 ? "private, max-age=3600" : "no-store")
    .header("content-disposition", "inline")
    .send(svg);
}

/**
 * GET /api/files/:id and /api/files/:id/thumb. Images are shown inline, anything else downloads as
 * an attachment; nosniff keeps the browser from guessing another type. A missing file answers 404
 * with the placeholder image, which an <img> still shows.
 */
export async function serveFile(
  deps: AppDeps,
  store: FileStore,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  variant: FileVariant,
  query: FileQuery,
) {
  const row = await findFile(deps.db, id);
  await assertMayRead(deps, request, row, id, variant, query);
  reply.header("x-content-type-options", "nosniff");
  if (!row) return sendPlaceholder(reply, missingFileImage, 404);
  if (variant === "thumb" && !row.thumbKey)
    return sendPlaceholder(reply, isImageType(row.mimeType) ? missingFileImage : documentImage, isImageType(row.mimeType) ? 404 : 200);
  const key = variant === "thumb" && row.thumbKey ? row.thumbKey : row.storageKey;
  const data = await store.get(key);
  if (!data) return sendPlaceholder(reply, missingFileImage, 404);
  const type = variant === "thumb" ? THUMB_TYPE : row.mimeType;
  const name = variant === "thumb" ? `${row.originalName.replace(/\.[^.]*$/, "")}.thumb.webp` : row.originalName;
  return (
    reply
      .code(200)
      .header("content-type", type)
      .header("content-length", data.length)
      // Stored files never change; the URL's expiry bounds how long anyone can reuse it.
      .header("cache-control", "private, max-age=3600, immutable")
      .header("content-disposition", contentDisposition(isImageType(type) ? "inline" : "attachment", name))
      .send(data)
  );
}
