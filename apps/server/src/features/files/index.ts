// What other features use of stored files: attaching uploads to a record, and signing links to them.
export { resolveAttachments, signAttachments } from "./attachment-records";
export { findFile } from "./files.repository";
export { fileLinkSigner, type SignedFileLinks } from "./signed-file-links";
export { servePublicFile } from "./serve-file.service";
