import {
  fileRefusals,
  type Refusal,
  attachmentMimeTypes,
  MAX_ATTACHMENTS,
  PRODUCT_IMAGE_MAX_BYTES,
  productImageMimeTypes,
  uploadPaths,
  type AttachmentMimeType,
  type PermissionPath,
  type UploadPath,
} from "@washdesk/domain";

/**
 * What an upload's `path` decides: who may upload there, who may read the files back with a
 * bearer token (an <img> uses a signed URL instead), which types, how many and how large.
 */
export interface UploadPlace {
  path: UploadPath;
  uploaders: readonly PermissionPath[];
  readers: readonly PermissionPath[];
  mimeTypes: readonly AttachmentMimeType[];
  maxFiles: number;
  /** Per file, or null for MAX_UPLOAD_MB alone; the smaller of the two applies. */
  maxBytes: number | null;
  wrongType: (name: string) => Refusal;
}

// Either list reads any attachment, as before places had readers of their own.
const attachmentReaders: readonly PermissionPath[] = ["expenses.list", "purchases.list"];

const places: Record<UploadPath, UploadPlace> = {
  "/attachments/expense": {
    path: "/attachments/expense",
    uploaders: ["expenses.new", "expenses.edit"],
    readers: attachmentReaders,
    mimeTypes: attachmentMimeTypes,
    maxFiles: MAX_ATTACHMENTS,
    maxBytes: null,
    wrongType: fileRefusals.wrongType,
  },
  "/attachments/purchase": {
    path: "/attachments/purchase",
    uploaders: ["purchases.new", "purchases.edit"],
    readers: attachmentReaders,
    mimeTypes: attachmentMimeTypes,
    maxFiles: MAX_ATTACHMENTS,
    maxBytes: null,
    wrongType: fileRefusals.wrongType,
  },
  // The logo is public once chosen (GET /api/shop/logo/:id); before that only who sets it reads it.
  "/images/logo": {
    path: "/images/logo",
    uploaders: ["settings.system.general"],
    readers: ["settings.system.general"],
    mimeTypes: productImageMimeTypes,
    maxFiles: 1,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    wrongType: fileRefusals.notProductImage,
  },
  // An employee's photo: uploaded by who adds or edits employees, read back by who lists them.
  "/images/employee": {
    path: "/images/employee",
    uploaders: ["settings.users.new", "settings.users.edit"],
    readers: ["settings.users.list", "settings.users.new", "settings.users.edit"],
    mimeTypes: productImageMimeTypes,
    maxFiles: 1,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    wrongType: fileRefusals.notProductImage,
  },
  "/images/product": {
    path: "/images/product",
    uploaders: ["products.new", "products.edit"],
    // Whoever may look a product up (the catalog, the pickers of sales and purchases).
    readers: ["products.list", "products.new", "products.edit", "sales.new", "sales.pos.new", "purchases.new", "purchases.edit"],
    mimeTypes: productImageMimeTypes,
    maxFiles: 1,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    wrongType: fileRefusals.notProductImage,
  },
};

/** The place an upload's `path` names, or null for anything else. */
export function uploadPlaceOf(path: string | undefined): UploadPlace | null {
  return path !== undefined && (uploadPaths as readonly string[]).includes(path) ? places[path as UploadPath] : null;
}

/** Who may read a stored file by bearer token; a file of an unknown place reads as an attachment. */
export function readersOf(pathPrefix: string | undefined): readonly PermissionPath[] {
  return uploadPlaceOf(pathPrefix)?.readers ?? attachmentReaders;
}

/** The size limit of one file of this place under the server's own MAX_UPLOAD_MB. */
export const maxBytesOf = (place: UploadPlace, serverMax: number) => Math.min(place.maxBytes ?? serverMax, serverMax);
