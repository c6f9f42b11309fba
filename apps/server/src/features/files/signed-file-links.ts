import { fileIdFromUrl } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { fileUrlSigner } from "../../platform/files/file-url-signer";

export interface SignedFileLinks {
  fileURL: string;
  thumbURL: string;
}

/**
 * Signs the canonical file URLs records keep (/api/files/:id) for an answer, so an <img> can
 * show the file and its preview for a while (see file-url-signer). Loaded once per answer; the
 * returned function is pure, so it may run inside a transaction. A text that names none of this
 * server's files gives null.
 */
export async function fileLinkSigner(deps: Pick<AppDeps, "db" | "config" | "clock">): Promise<(url: string) => SignedFileLinks | null> {
  const signer = await fileUrlSigner(deps.db, deps.config);
  const now = deps.clock();
  return (url) => {
    const id = fileIdFromUrl(url);
    return id ? { fileURL: signer.url(id, "file", now), thumbURL: signer.url(id, "thumb", now) } : null;
  };
}
