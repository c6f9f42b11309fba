import { fileIdFromUrl, productImageMimeTypes, productImagePath } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import { badRequest } from "../../platform/errors";
import { findFile, fileLinkSigner } from "../files";

export const productImageMessages = {
  unknownFile: "The picture is not a file uploaded here: choose it again.",
  wrongPlace: "This file was uploaded for something else, not as a product picture: choose the picture again.",
} as const;

/** A 400 naming product.image, so the form marks the picture. */
const imageError = (message: string) => badRequest(message, { fields: [{ field: "product.image", message }] });

/**
 * The picture a product may keep: null, or a file uploaded with path /images/product (an
 * attachment of an expense is not a product's picture). Answers its canonical URL, the form
 * stored in `products.image`; the domain schema has already refused any other address.
 */
export async function resolveProductImage(db: Executor, image: string | null): Promise<string | null> {
  if (image === null) return null;
  const id = fileIdFromUrl(image);
  const file = id ? await findFile(db, id) : null;
  if (!file) throw imageError(productImageMessages.unknownFile);
  if (file.pathPrefix !== productImagePath || !(productImageMimeTypes as readonly string[]).includes(file.mimeType)) {
    throw imageError(productImageMessages.wrongPlace);
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
