import { ApiStatus, formatFileSize } from "@washdesk/domain";
import { AppError, badRequest } from "../../platform/errors";

// The refusals of an upload, each naming the file so the person knows which one to fix.

export const uploadMessages = {
  noFiles: "Choose at least one file to upload.",
  badPath: "Say where the files belong: path must be /attachments/expense, /attachments/purchase or /images/product.",
  notMultipart: "Send the files as multipart/form-data.",
  unexpectedField: (name: string) => `Unexpected field "${name}": send the files as "files" and the place as "path".`,
  tooMany: (max: number) => (max === 1 ? "Only one file can be uploaded here at a time." : `At most ${max} files can be uploaded at once.`),
  pathInName: (name: string) => `The file name "${name}" may not contain a folder or "..": rename the file and try again.`,
  empty: (name: string) => `"${name}" is empty.`,
  tooLarge: (name: string, limit: number) => `"${name}" is larger than ${formatFileSize(limit)}, the most a file may be.`,
  wrongType: (name: string) => `"${name}" is not an image (JPEG, PNG, WebP, GIF) or a PDF: only those can be attached.`,
  notProductImage: (name: string) => `"${name}" is not a JPEG, PNG or WebP image: only those can be a product's picture.`,
  unreadableImage: (name: string) => `"${name}" could not be read as an image.`,
} as const;

export const payloadTooLarge = (message: string) => new AppError(413, ApiStatus.ERROR, message, { caption: "File too large" });
export const unsupportedType = (message: string) => new AppError(415, ApiStatus.ERROR, message, { caption: "File type not allowed" });
export { badRequest };
