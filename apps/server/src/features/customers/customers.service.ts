import {
  ActivityAction,
  colorNameFromHex,
  customerRefusals,
  normalizePhone,
  titleCase,
  type Customer,
  type CustomerPage,
  type customerCreateSchema,
  type customerUpdateSchema,
  type PhoneInUse,
  type vehicleInputSchema,
} from "@washdesk/domain";
import type { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import type { Executor } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import * as repo from "./customers.repository";
import { customerListQueries, type CustomerListFilter } from "./customer-search.repository";
import { toCustomer, toListItem, vehiclesByCustomer } from "./customer-dto";
import { mapUniqueViolations } from "../../platform/db/db-errors";
import { recordStaffAlertChanges } from "./customer-consent";
import { lockSmsNumber } from "../../platform/outbox/sms-consent";

export type CustomerCreateInput = z.output<typeof customerCreateSchema>;
export type CustomerUpdateInput = z.output<typeof customerUpdateSchema>;
export type VehicleInputValue = z.output<typeof vehicleInputSchema>;

const ENTITY = "customer";
const hint = (deps: AppDeps, id: string, action: keyof typeof ActivityAction) => deps.realtime.publish({ entity: "customers", id, action });
const staffName = (auth: AuthContext) => `${auth.user.firstName} ${auth.user.lastName}`.trim();

/** The stored form of a vehicle: trimmed text, and the colour name derived here whatever the client sent. */
export function vehicleValues(input: VehicleInputValue): repo.VehicleChanges {
  return {
    type: input.type,
    make: input.make,
    model: input.model,
    year: input.year,
    colorCode: input.colorCode,
    color: colorNameFromHex(input.colorCode),
    tag: input.tag,
  };
}

/** The schema has checked the phone; here it only becomes the stored 10 digits. */
const storedPhone = (raw: string) => normalizePhone(raw) ?? raw;

/**
 * Refuses a phone held by another living customer, naming them. The partial unique index is the
 * real guard (two saves at once both pass this check); this only gives the usual case its words.
 */
async function assertPhoneFree(db: Executor, phone: string, exceptId?: string): Promise<void> {
  const holder = await repo.findCustomerByPhone(db, phone, exceptId);
  if (holder) throw refusalError(customerRefusals.phoneInUse(holder.name));
}

/** Runs a write; the phone index refusing it becomes a 409 with words, not a 500. */
function guardPhone<T>(write: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(write, { customers_phone_key: () => refusalError(customerRefusals.phoneInUse(null)) });
}

export async function createCustomer(deps: AppDeps, auth: AuthContext, input: CustomerCreateInput, ip: string): Promise<Customer> {
  const phone = storedPhone(input.phone);
  await assertPhoneFree(deps.db, phone);
  const { customer, vehicles } = await guardPhone(() =>
    deps.db.transaction(async (tx) => {
      const customer = await repo.insertCustomer(tx, {
        name: titleCase(input.name),
        phone,
        email: input.email,
        address: input.address,
        city: input.city,
        state: input.state,
        zip: input.zip,
        note: input.note,
        isVip: input.isVip,
        alertEmail: input.alert.email,
        alertSms: input.alert.sms,
        alertNoReviewSms: input.alert.noReviewSms,
        addedBy: auth.user.id,
      });
      // A new customer's texts can be on only if the number has not texted STOP before.
      await recordStaffAlertChanges(tx, { id: customer.id, phone, before: null }, input.alert, auth.user.id, deps.clock());
      const vehicles = await repo.insertVehicles(
        tx,
        input.vehicles.map((v) => ({ ...vehicleValues(v), customerId: customer.id })),
      );
      await writeActivity(tx, {
        userId: auth.user.id,
        action: ActivityAction.New,
        entity: ENTITY,
        entityId: customer.id,
        details: { name: customer.name },
        ip,
      });
      return { customer, vehicles };
    }),
  );
  hint(deps, customer.id, "New");
  return toCustomer(customer, vehicles, { id: auth.user.id, name: staffName(auth) });
}

async function readCustomer(db: Executor, id: string): Promise<Customer> {
  const found = await repo.findCustomer(db, id);
  if (!found) throw refusalError(customerRefusals.notFound);
  const { customer, addedByFirstName, addedByLastName } = found;
  const vehicles = await repo.findVehiclesOf(db, [id]);
  const addedBy = customer.addedBy ? { id: customer.addedBy, name: `${addedByFirstName ?? ""} ${addedByLastName ?? ""}`.trim() } : null;
  return toCustomer(customer, vehicles, addedBy);
}

/** A customer's profile; opening it is recorded (SeeProfile). */
export async function getCustomer(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<Customer> {
  const customer = await readCustomer(deps.db, id);
  await writeActivity(deps.db, { userId: auth.user.id, action: ActivityAction.SeeProfile, entity: ENTITY, entityId: id, ip });
  return customer;
}

export async function updateCustomer(deps: AppDeps, auth: AuthContext, id: string, input: CustomerUpdateInput, ip: string): Promise<Customer> {
  const { alert, phone, name, ...rest } = input;
  const changes: repo.CustomerChanges = { ...rest };
  if (name !== undefined) changes.name = titleCase(name);
  if (phone !== undefined) {
    changes.phone = storedPhone(phone);
    await assertPhoneFree(deps.db, changes.phone, id);
  }
  if (alert?.email !== undefined) changes.alertEmail = alert.email;
  if (alert?.sms !== undefined) changes.alertSms = alert.sms;
  if (alert?.noReviewSms !== undefined) changes.alertNoReviewSms = alert.noReviewSms;

  const customer = await guardPhone(() =>
    deps.db.transaction(async (tx) => {
      if (alert?.sms !== undefined || alert?.email !== undefined) {
        let found = await repo.findCustomer(tx, id);
        if (!found) throw refusalError(customerRefusals.notFound);
        if (alert.sms !== undefined) {
          // Read the flags again once a STOP being handled for the number has committed (messaging).
          await lockSmsNumber(tx, found.customer.phone);
          found = (await repo.findCustomer(tx, id)) ?? found;
        }
        const before = { sms: found.customer.alertSms, email: found.customer.alertEmail };
        await recordStaffAlertChanges(
          tx,
          { id, phone: changes.phone ?? found.customer.phone, before },
          { sms: alert.sms, email: alert.email },
          auth.user.id,
          deps.clock(),
        );
      }
      if (!(await repo.updateCustomer(tx, id, changes))) throw refusalError(customerRefusals.notFound);
      await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Edit, entity: ENTITY, entityId: id, details: { fields: Object.keys(input) }, ip });
      return readCustomer(tx, id);
    }),
  );
  hint(deps, id, "Edit");
  return customer;
}

/** Soft delete: the row stays for the sales that name it; the phone is free for someone else. */
export async function deleteCustomer(deps: AppDeps, auth: AuthContext, id: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const deleted = await repo.softDeleteCustomer(tx, id, auth.user.id, deps.clock());
    if (!deleted) throw refusalError(customerRefusals.notFound);
    await writeActivity(tx, { userId: auth.user.id, action: ActivityAction.Delete, entity: ENTITY, entityId: id, details: { name: deleted.name }, ip });
  });
  hint(deps, id, "Delete");
}

export async function listCustomers(deps: AppDeps, filter: CustomerListFilter): Promise<CustomerPage> {
  const queries = customerListQueries(deps.db, filter);
  let rows: Awaited<typeof queries.page>;
  let total: number;
  if (queries.kind === "walk") {
    const [found, totals] = await Promise.all([queries.page, queries.total]);
    rows = found;
    total = totals[0]?.n ?? 0;
  } else {
    rows = await queries.page;
    // The total rides on every row of the page; an empty page past the end asks for it alone.
    total = rows[0]?.total ?? (filter.page === 1 ? 0 : ((await queries.total)[0]?.n ?? 0));
  }
  const vehicles = vehiclesByCustomer(
    await repo.findVehiclesOf(
      deps.db,
      rows.map((r) => r.id),
    ),
  );
  return {
    items: rows.map((row) => toListItem(row, vehicles.get(row.id) ?? [])),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

/** The customer form's phone check: null when free, else who holds the number (docs/product.md §5). */
export async function checkPhone(deps: AppDeps, phone: string, exceptId?: string): Promise<PhoneInUse> {
  const holder = await repo.findCustomerByPhone(deps.db, storedPhone(phone), exceptId);
  if (!holder) return null;
  return { exists: true, message: customerRefusals.phoneInUse(holder.name).message, customer: holder };
}
