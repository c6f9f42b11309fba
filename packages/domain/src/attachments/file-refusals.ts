import { refusalTable } from "../api/refusal";
import { formatFileSize } from "./attachment-contract";

/**
 * Every refusal of an upload or of a record's attachments, with its code ("file.<name>"); each
 * names the file, so the person knows which one to fix.
 */
export const fileRefusals = refusalTable("file", {
  noFiles: { kind: "invalid", message: "Choose at least one file to upload." },
  badPath: {
    kind: "invalid",
    message: "Say where the files belong: path must be /attachments/expense, /attachments/purchase, /images/product or /images/logo.",
  },
  notMultipart: { kind: "invalid", message: "Send the files as multipart/form-data." },
  unexpectedField: { kind: "invalid", message: (name: string) => `Unexpected field "${name}": send the files as "files" and the place as "path".` },
  tooMany: {
    kind: "invalid",
    message: (max: number) => (max === 1 ? "Only one file can be uploaded here at a time." : `At most ${max} files can be uploaded at once.`),
  },
  pathInName: { kind: "invalid", message: (name: string) => `The file name "${name}" may not contain a folder or "..": rename the file and try again.` },
  empty: { kind: "invalid", message: (name: string) => `"${name}" is empty.` },
  tooLarge: { kind: "tooLarge", message: (name: string, limit: number) => `"${name}" is larger than ${formatFileSize(limit)}, the most a file may be.` },
  wrongType: { kind: "unsupported", message: (name: string) => `"${name}" is not an image (JPEG, PNG, WebP, GIF) or a PDF: only those can be attached.` },
  notProductImage: { kind: "unsupported", message: (name: string) => `"${name}" is not a JPEG, PNG or WebP image: only those can be a product's picture.` },
  unreadableImage: { kind: "unsupported", message: (name: string) => `"${name}" could not be read as an image.` },
  attachmentUnknown: { kind: "invalid", message: "An attachment is not a file uploaded here: remove it and upload it again." },
  attachmentWrongPlace: { kind: "invalid", message: "An attachment was uploaded for something else: remove it and upload it again." },
  linkExpired: { kind: "denied", message: "This link has expired: reload the page." },
});
