import sharp from "sharp";

/** Longest side of a preview: enough for a list cell or a chip, a few kB each. */
export const THUMB_SIZE = 256;
export const THUMB_TYPE = "image/webp";

/**
 * A small webp preview of an image. Throws when the bytes only look like an image (a PNG header
 * followed by junk), which the upload turns into a refusal.
 */
export async function makeThumbnail(data: Buffer): Promise<Buffer> {
  // rotate(): phone photos carry their orientation in EXIF; the preview should stand upright.
  return sharp(data, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}
