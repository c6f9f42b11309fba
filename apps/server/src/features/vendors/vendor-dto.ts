import type { Vendor, VendorProjectField, VendorSearchResult } from "@washdesk/domain";
import type { VendorRow } from "./vendors.repository";

export function toVendor(row: VendorRow, createdBy: Vendor["createdBy"]): Vendor {
  return {
    id: row.id,
    company: row.company,
    representative: row.representative,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    notes: row.notes,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "First Last" of the staff member who added the row, or null when none is known. */
export function personOf(id: string | null, firstName: string | null, lastName: string | null): Vendor["createdBy"] {
  return id ? { id, name: `${firstName ?? ""} ${lastName ?? ""}`.trim() } : null;
}

/** A search result: id and _id always, then only the projected fields. */
export function toVendorSearchResult(row: VendorRow, project: readonly VendorProjectField[]): VendorSearchResult {
  const result: VendorSearchResult = { id: row.id, _id: row.id };
  for (const field of project) {
    if (field !== "_id") result[field] = row[field];
  }
  return result;
}
