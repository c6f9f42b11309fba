import { employeeImagePath } from "@washdesk/domain";
import { useState } from "react";
import { uploadFiles } from "../../api/upload-files";

/**
 * The photo to send with a save: a chosen file uploaded first (docs/product.md §4: files first, then
 * the record), null when removed, undefined when unchanged.
 */
export function useEmployeePhoto() {
  const [uploading, setUploading] = useState(false);
  const photoToSend = async (photo: { file: File | null; removed: boolean }): Promise<string | null | undefined> => {
    if (photo.file) {
      setUploading(true);
      try {
        const [stored] = await uploadFiles([photo.file], employeeImagePath);
        return stored?.downloadURL ?? null;
      } finally {
        setUploading(false);
      }
    }
    return photo.removed ? null : undefined;
  };
  return { photoToSend, uploading };
}
