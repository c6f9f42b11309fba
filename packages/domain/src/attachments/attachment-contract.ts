// File attachments (docs/product.md §3 Attachment, §7 POST /aws/files and "GET stored file"), shared by
// expenses and purchases.

/** Where an upload belongs (the multipart `path` field): it decides who may attach and see it. */
export const attachmentPaths = ["/attachments/expense", "/attachments/purchase"] as const;
export type AttachmentPath = (typeof attachmentPaths)[number];

/** Types a person may attach: photos of receipts and PDF invoices. The server checks the bytes, not the name. */
export const attachmentMimeTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"] as const;
export type AttachmentMimeType = (typeof attachmentMimeTypes)[number];
/** For the file picker's `accept`: a hint only, the server decides. */
export const attachmentAccept = attachmentMimeTypes.join(",");

/** Files one upload may carry, and one record may keep. */
export const MAX_ATTACHMENTS = 10;
/** The default size limit per file (MAX_UPLOAD_MB on the server). */
export const DEFAULT_MAX_UPLOAD_MB = 10;

const FILE_URL = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/thumb)?(?:[?#].*)?$/i;

/** The stored file an attachment URL names, or null when it is not one of this server's file URLs. */
export function fileIdFromUrl(url: string): string | null {
  return FILE_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}

export const isImageType = (mimeType: string) => mimeType.startsWith("image/");

/** "12.5 KB": file sizes in the units of docs/product.md §9 (Bytes to TB). */
export function formatFileSize(bytes: number): string {
  const units = ["Bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} Bytes` : `${Number(value.toFixed(1))} ${units[unit]}`;
}
