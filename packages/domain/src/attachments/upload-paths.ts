import { attachmentPaths } from "./attachment-contract";

/** Where a product's picture is uploaded (POST /api/aws/files `path`): the catalog's, not a record's attachment. */
export const productImagePath = "/images/product";

/** Every place an upload may belong; each decides who may upload, which types and how large (features/files/upload-places). */
/** Where the shop's logo is uploaded (System Settings › General): shown on receipts and the sign-in page. */
export const logoImagePath = "/images/logo";

/** Where an employee's photo is uploaded (the employee form). */
export const employeeImagePath = "/images/employee";

export const uploadPaths = [...attachmentPaths, productImagePath, logoImagePath, employeeImagePath] as const;
export type UploadPath = (typeof uploadPaths)[number];
