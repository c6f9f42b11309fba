import { fileRoutes, type Attachment, type UploadPath } from "@washdesk/domain";
import { call } from "./call";

/**
 * POST /api/aws/files (docs/product.md §7): the chosen files as repeated `files` parts plus the `path`
 * field; the answer is the stored Attachment records to send with the expense or purchase.
 * Nothing is sent when no file was chosen. The server takes all the files or none.
 */
export async function uploadFiles(files: readonly File[], path: UploadPath, signal?: AbortSignal): Promise<Attachment[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  form.append("path", path);
  for (const file of files) form.append("files", file, file.name);
  return call(fileRoutes.upload, { body: form, signal });
}
