import { fileRoutes, productImagePath, type Attachment } from "@washdesk/domain";
import { useRef, useState } from "react";
import { call } from "../../api/call";

/** POST /api/aws/files with path /images/product: one picture; the answer's URL goes in the product's `image`. */
export async function uploadProductImage(file: File): Promise<Attachment> {
  const form = new FormData();
  form.append("path", productImagePath);
  form.append("files", file, file.name);
  const [stored] = await call(fileRoutes.upload, { body: form });
  if (!stored) throw new Error("The picture was not stored: try again.");
  return stored;
}

/**
 * Uploads a chosen picture before the product is saved (docs/product.md §4: files first, then the record)
 * and answers the URL to send; a picture uploaded for a save that then failed is not sent again.
 */
export function useProductImageUpload() {
  const uploaded = useRef(new WeakMap<File, string>());
  const [uploading, setUploading] = useState(false);

  /** The image to send: the new picture's URL once uploaded, else the stored one ("" for none). */
  const imageToSend = async (file: File | null, stored: string): Promise<string> => {
    if (!file) return stored;
    const known = uploaded.current.get(file);
    if (known) return known;
    setUploading(true);
    try {
      const { downloadURL } = await uploadProductImage(file);
      uploaded.current.set(file, downloadURL);
      return downloadURL;
    } finally {
      setUploading(false);
    }
  };

  return { imageToSend, uploading };
}
