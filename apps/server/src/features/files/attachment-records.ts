import { fileIdFromUrl, fileRefusals, type Attachment, type AttachmentPath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { fileUrlSigner } from "../../platform/files/file-url-signer";
import { findFiles, type FileRow } from "./files.repository";

// How records (expenses, purchases) keep attachments: the upload's answer comes back in the
// record's body; only the file ids in its URLs are trusted, the rest is read from `files`. Records
// keep canonical URLs (/api/files/:id, unsigned); answers sign them on the way out, because a
// signed URL expires and must not be stored.

/** The unsigned form kept in a record's jsonb. */
export function toStoredAttachment(row: FileRow): Attachment {
  return {
    downloadURL: `/api/files/${row.id}`,
    thumbURL: `/api/files/${row.id}/thumb`,
    mimeType: row.mimeType,
    originalName: row.originalName,
  };
}

/**
 * The attachments a client sent, checked: each names a file uploaded to this place (expense or
 * purchase). Repeats are kept once, in the order sent.
 */
export async function resolveAttachments(db: Executor, sent: readonly Attachment[], place: AttachmentPath): Promise<Attachment[]> {
  const ids: string[] = [];
  for (const attachment of sent) {
    const id = fileIdFromUrl(attachment.downloadURL);
    if (!id) throw refusalError(fileRefusals.attachmentUnknown);
    if (!ids.includes(id)) ids.push(id);
  }
  const rows = new Map((await findFiles(db, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = rows.get(id);
    if (!row) throw refusalError(fileRefusals.attachmentUnknown);
    if (row.pathPrefix !== place) throw refusalError(fileRefusals.attachmentWrongPlace);
    return toStoredAttachment(row);
  });
}

/** Attachments as answers give them: URLs signed for a while, so an <img> can show them (see file-url-signer). */
export async function signAttachments(deps: Pick<AppDeps, "db" | "config" | "clock">, stored: readonly Attachment[]): Promise<Attachment[]> {
  if (stored.length === 0) return [];
  const signer = await fileUrlSigner(deps.db, deps.config);
  const now = deps.clock();
  return stored.map((a) => {
    const id = fileIdFromUrl(a.downloadURL);
    // Not one of this server's files (nothing writes such records today): passed on as it is.
    if (!id) return { ...a };
    return { downloadURL: signer.url(id, "file", now), thumbURL: signer.url(id, "thumb", now), mimeType: a.mimeType, originalName: a.originalName };
  });
}
