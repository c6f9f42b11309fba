import {
  ActivityAction,
  normalizePhone,
  type Vendor,
  type VendorInputValue,
  type VendorListFilter,
  type VendorPage,
  type VendorSearchAnswer,
  type VendorSearchFilter,
  type VendorUpdateValue,
  vendorRefusals,
} from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import * as repo from "./vendors.repository";
import { personOf, toVendor, toVendorSearchResult } from "./vendor-dto";

const ENTITY = "vendor";
const hint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "vendors", id, action });
const staffName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/** The schema has checked the phone; here it only becomes the stored 10 digits. */
const storedPhone = (raw: string) => normalizePhone(raw) ?? raw;

export async function createVendor(deps: AppDeps, auth: AuthContext, input: VendorInputValue, ip: string): Promise<Vendor> {
  const row = await deps.db.transaction(async (tx) => {
    const vendor = await repo.insertVendor(tx, { ...input, phone: storedPhone(input.phone), createdBy: auth.user.id });
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.New,
      entity: ENTITY,
      entityId: vendor.id,
      details: { company: vendor.company },
      ip,
    });
    return vendor;
  });
  hint(deps, row.id, "New");
  return toVendor(row, { id: auth.user.id, name: staffName(auth) });
}

async function readVendor(db: Executor, id: string): Promise<Vendor> {
  const found = await repo.findVendor(db, id);
  if (!found) throw refusalError(vendorRefusals.notFound);
  return toVendor(found.vendor, personOf(found.vendor.createdBy, found.createdByFirstName, found.createdByLastName));
}

export async function updateVendor(deps: AppDeps, auth: AuthContext, id: string, input: VendorUpdateValue, ip: string): Promise<Vendor> {
  const changes: repo.VendorChanges = { ...input };
  if (input.phone !== undefined) changes.phone = storedPhone(input.phone);
  const vendor = await deps.db.transaction(async (tx) => {
    if (!(await repo.updateVendor(tx, id, changes))) throw refusalError(vendorRefusals.notFound);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: ENTITY, entityId: id, details: { fields: Object.keys(input) }, ip });
    return readVendor(tx, id);
  });
  hint(deps, id, "Edit");
  return vendor;
}

/** Soft delete: the vendor's purchases keep naming it; it is no longer offered or listed. */
export async function deleteVendor(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await repo.softDeleteVendor(tx, id, deps.clock());
    if (!deleted) throw refusalError(vendorRefusals.notFound);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Delete, entity: ENTITY, entityId: id, details: { company: deleted.company }, ip });
  });
  hint(deps, id, "Delete");
}

export async function listVendors(deps: AppDeps, filter: VendorListFilter): Promise<VendorPage> {
  const queries = repo.vendorListQueries(deps.db, filter);
  const [rows, totals] = await Promise.all([queries.page, queries.total]);
  return {
    items: rows.map((row) => toVendor(row.vendor, personOf(row.vendor.createdBy, row.createdByFirstName, row.createdByLastName))),
    total: totals[0]?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** GET /api/search/vendor: body.results, which the picker maps to value = id, label = company (docs/product.md §7). */
export async function searchVendorsFor(deps: AppDeps, filter: VendorSearchFilter): Promise<VendorSearchAnswer> {
  const rows = await repo.searchVendors(deps.db, filter.text, filter.fields, filter.limit);
  const results = rows.map((row) => toVendorSearchResult(row, filter.project));
  return { count: results.length, results };
}
