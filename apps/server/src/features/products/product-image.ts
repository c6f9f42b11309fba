import { fileIdFromUrl, productImageMimeTypes, productImagePath, productRefusals } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { refusalError } from "../../platform/errors";
import { findFile, fileLinkSigner } from "../files";

/**
 * The picture a product may keep: null, or a file uploaded with path /images/product (an
 * attachment of an expense is not a product's picture). Answers its canonical URL, the form
 * stored in `products.image`; the domain schema has already refused any other address.
 */
export async function resolveProductImage(db: Executor, image: string | null): Promise<string | null> {
  if (image === null) return null;
  const id = fileIdFromUrl(image);
  const file = id ? await findFile(db, id) : null;
  if (!file) throw refusalError(productRefusals.imageUnknown);
  if (file.pathPrefix !== productImagePath || !(productImageMimeTypes as readonly string[]).includes(file.mimeType)) {
    throw refusalError(productRefusals.imageWrongPlace);
  }
  return `/api/files/${file.id}`;
}

export interface ProductImageLinks {
  image: string | null;
  imageThumbURL: string | null;
}

export type SignProductImage = (stored: string | null) => ProductImageLinks;

/**
 * How answers show a stored picture: signed URLs of the file and its preview. A product saved
 * before uploads existed (or written by other means) may hold an outside address: it is passed on
 * as it is, for both.
 */
export async function productImageSigner(deps: Pick<AppDeps, "db" | "config" | "clock">): Promise<SignProductImage> {
  const sign = await fileLinkSigner(deps);
  return (stored) => {
    if (stored === null) return { image: null, imageThumbURL: null };
    const links = sign(stored);
    return links ? { image: links.fileURL, imageThumbURL: links.thumbURL } : { image: stored, imageThumbURL: stored };
  };
}
