import { z } from "zod";
import { MAX_ATTACHMENTS } from "./attachment-contract";

/**
 * One stored file as records carry it. The URLs are this server's (/api/files/:id and
 * /api/files/:id/thumb); answers sign them (?exp=&sig=) so an <img> can show them without
 * headers. A record sent back keeps the URLs it was given: the server reads only the file id.
 */
export const attachmentSchema = z.object({
  downloadURL: z.string().min(1).max(2000),
  thumbURL: z.string().max(2000),
  mimeType: z.string().max(100),
  originalName: z.string().max(255),
});

export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentListSchema = z.array(attachmentSchema).max(MAX_ATTACHMENTS);
