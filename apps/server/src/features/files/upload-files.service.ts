import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { ActivityAction, can, cleanName, fileRefusals, MAX_ATTACHMENTS, type Attachment, type AttachmentMimeType } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { accessDenied, payloadTooLarge, refusalError } from "../../platform/errors";
import type { FileStore } from "../../platform/files/file-store";
import { extensionFor, sniffFileType } from "../../platform/files/sniff-file-type";
import { makeThumbnail, THUMB_TYPE } from "../../platform/files/thumbnail";
import { insertFiles, type FileRow } from "./files.repository";
import { signAttachments, toStoredAttachment } from "./attachment-records";
import { maxBytesOf, uploadPlaceOf, type UploadPlace } from "./upload-places";

interface ReceivedFile {
  name: string;
  data: Buffer;
}

interface CheckedFile {
  name: string;
  data: Buffer;
  mimeType: AttachmentMimeType;
  thumb: Buffer | null;
}

const FILE_FIELDS = new Set(["files", "files[]"]);

/** Multipart errors of @fastify/multipart, known by their codes. */
const errorCode = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/**
 * Reads every part into memory (each at most the size limit, at most MAX_ATTACHMENTS files) before
 * anything is judged, so the whole request is refused or stored as one.
 */
async function receiveParts(request: FastifyRequest, maxBytes: number): Promise<{ path: string | undefined; files: ReceivedFile[] }> {
  const files: ReceivedFile[] = [];
  let path: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (!FILE_FIELDS.has(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw refusalError(fileRefusals.unexpectedField(part.fieldname));
        }
        files.push({ name: part.filename, data: await part.toBuffer() });
      } else if (part.fieldname === "path") {
        path = typeof part.value === "string" ? part.value : String(part.value);
      } else {
        throw refusalError(fileRefusals.unexpectedField(part.fieldname));
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const part = (error as { part?: MultipartFile }).part;
      throw refusalError(fileRefusals.tooLarge(part?.filename ?? "A file", maxBytes));
    }
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw payloadTooLarge(fileRefusals.tooMany(MAX_ATTACHMENTS));
    if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") throw refusalError(fileRefusals.notMultipart);
    throw error;
  }
  return { path, files };
}

/** A name with a folder in it ("../x.png", "a/b.pdf", "C:\\x.jpg") never comes from a browser picking a file. */
const hasPath = (name: string) => /[/\\]/.test(name) || name === "." || name === ".." || name.includes("\0");

/** Control characters out, surrounding spaces off, at most 255 characters: the name is shown, never used as a path. */
const displayName = (name: string) =>
  [...name.normalize("NFC")]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 255) || "file";

async function checkFile(file: ReceivedFile, place: UploadPlace, maxBytes: number): Promise<CheckedFile> {
  const name = displayName(file.name);
  if (hasPath(file.name)) throw refusalError(fileRefusals.pathInName(file.name));
  if (file.data.length === 0) throw refusalError(fileRefusals.empty(name));
  // The multipart limit is the server's MAX_UPLOAD_MB; a place may allow less.
  if (file.data.length > maxBytes) throw refusalError(fileRefusals.tooLarge(name, maxBytes));
  const mimeType = sniffFileType(file.data);
  if (!mimeType || !place.mimeTypes.includes(mimeType)) throw refusalError(place.wrongType(name));
  let thumb: Buffer | null = null;
  if (mimeType !== "application/pdf") {
    try {
      thumb = await makeThumbnail(file.data);
    } catch {
      throw refusalError(fileRefusals.unreadableImage(name));
    }
  }
  return { name, data: file.data, mimeType, thumb };
}

/** Stores everything, or on any failure removes what it had stored and passes the failure on. */
async function storeAll(store: FileStore, items: { key: string; data: Buffer; type: string }[]): Promise<void> {
  const stored: string[] = [];
  try {
    for (const item of items) {
      await store.put(item.key, item.data, item.type);
      stored.push(item.key);
    }
  } catch (error) {
    await Promise.all(stored.map((key) => store.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * POST /api/aws/files: every file is checked (name, size, content, a readable image) before any is
 * stored; then bytes go to the store and rows to `files`. The answer is the Attachment records of
 * docs/product.md §3 with signed URLs, in the order the files came.
 */
export async function uploadFiles(deps: AppDeps, store: FileStore, auth: AuthContext, request: FastifyRequest): Promise<Attachment[]> {
  const { path, files } = await receiveParts(request, deps.config.maxUploadBytes);
  const place = uploadPlaceOf(path);
  if (!place) throw refusalError(fileRefusals.badPath);
  if (!can(auth.group, ...place.uploaders)) throw accessDenied();
  if (files.length === 0) throw refusalError(fileRefusals.noFiles);
  if (files.length > place.maxFiles) throw refusalError(fileRefusals.tooMany(place.maxFiles));

  const maxBytes = maxBytesOf(place, deps.config.maxUploadBytes);
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkFile(file, place, maxBytes));

  const now = deps.clock();
  const folder = `${place.path.slice(1)}/${now.toISOString().slice(0, 7)}`;
  const planned = checked.map((file) => {
    const id = randomUUID();
    return {
      file,
      storageKey: `${folder}/${id}.${extensionFor[file.mimeType]}`,
      thumbKey: file.thumb ? `${folder}/${id}.thumb.webp` : null,
    };
  });
  const objects = planned.flatMap((p) => [
    { key: p.storageKey, data: p.file.data, type: p.file.mimeType },
    ...(p.thumbKey && p.file.thumb ? [{ key: p.thumbKey, data: p.file.thumb, type: THUMB_TYPE }] : []),
  ]);
  await storeAll(store, objects);

  let rows: FileRow[];
  try {
    rows = await deps.db.transaction(async (tx) => {
      const inserted = await insertFiles(
        tx,
        planned.map((p) => ({
          storageKey: p.storageKey,
          thumbKey: p.thumbKey,
          // The name came with the file: stored printable and short enough to be answered and shown.
          originalName: cleanName(p.file.name, "fileName") || "file",
          mimeType: p.file.mimeType,
          size: p.file.data.length,
          pathPrefix: place.path,
          createdBy: auth.user.id,
        })),
      );
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: "file",
        details: { path: place.path, files: inserted.map((r) => ({ id: r.id, name: r.originalName, size: r.size })) },
        ip: request.ip,
      });
      return inserted;
    });
  } catch (error) {
    await Promise.all(objects.map((o) => store.delete(o.key).catch(() => undefined)));
    throw error;
  }
  const byKey = new Map(rows.map((r) => [r.storageKey, r]));
  const ordered = planned.map((p) => byKey.get(p.storageKey)!);
  return signAttachments(deps, ordered.map(toStoredAttachment));
}
