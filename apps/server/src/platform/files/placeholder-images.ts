// Bundled as text so the built server needs no asset files beside it.

/** Shown in place of a stored file that is missing (docs/product.md §7: "a missing file falls back to a placeholder image"). */
export const missingFileImage = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="File not available"><rect width="256" height="256" fill="#f1f3f5"/><path d="M72 176l40-48 28 32 20-24 24 40z" fill="#ced4da"/><circle cx="164" cy="92" r="14" fill="#ced4da"/><text x="128" y="220" font-family="sans-serif" font-size="16" fill="#868e96" text-anchor="middle">File not available</text></svg>`;

/** The preview of a PDF (no thumbnail is rendered for documents). */
export const documentImage = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="PDF document"><rect width="256" height="256" fill="#fff5f5"/><path d="M80 40h68l36 36v140H80z" fill="#ffffff" stroke="#fa5252" stroke-width="6"/><path d="M148 40v36h36" fill="none" stroke="#fa5252" stroke-width="6"/><text x="132" y="168" font-family="sans-serif" font-size="36" font-weight="bold" fill="#fa5252" text-anchor="middle">PDF</text></svg>`;

export const SVG_TYPE = "image/svg+xml";
