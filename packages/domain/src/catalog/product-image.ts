import { fileIdFromUrl } from "../attachments";

// A product's picture (docs/product.md §2 /products: "images uploaded and shown as thumbnails").

/** Photos only: a product picture is shown in lists and on the POS, where a PDF or an animation has no place. */
export const productImageMimeTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type ProductImageMimeType = (typeof productImageMimeTypes)[number];
/** For the file picker's `accept`: a hint only, the server checks the bytes. */
export const productImageAccept = productImageMimeTypes.join(",");
/** A product photo needs far less than a scanned receipt; the server's MAX_UPLOAD_MB still caps it. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The canonical, unsigned URL kept in `products.image` for an uploaded file (`/api/files/:id`),
 * from any URL naming it (a signed one sent back by the form included), or null when the text
 * is not one of this server's file URLs.
 */
export function productImageUrl(sent: string): string | null {
  const id = fileIdFromUrl(sent);
  return id ? `/api/files/${id}` : null;
}
