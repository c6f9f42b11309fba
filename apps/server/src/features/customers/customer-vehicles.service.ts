import { ActivityAction, type Vehicle } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { conflict, notFound } from "../../platform/errors";
import * as repo from "./customers.repository";
import { toVehicle } from "./customer-dto";
import { CUSTOMER_NOT_FOUND, vehicleValues, type VehicleInputValue } from "./customers.service";

export const VEHICLE_NOT_FOUND = "This vehicle does not exist or was deleted.";
export const LAST_VEHICLE = "A customer needs at least one vehicle: add another one before deleting this one.";

const ENTITY = "customer";

/** Every vehicle change locks its customer first: changes of one customer happen one after another. */
async function lockedCustomer(tx: Transaction, customerId: string): Promise<void> {
  if (!(await repo.lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
}

export async function addVehicle(deps: AppDeps, auth: AuthContext, customerId: string, input: VehicleInputValue, ip: string): Promise<Vehicle> {
  const vehicle = await deps.db.transaction(async (tx) => {
    await lockedCustomer(tx, customerId);
    const [row] = await repo.insertVehicles(tx, [{ ...vehicleValues(input), customerId }]);
    await repo.touchCustomer(tx, customerId);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.EditVehicle,
      entity: ENTITY,
      entityId: customerId,
      details: { vehicleId: row!.id, change: "added" },
      ip,
    });
    return row!;
  });
  deps.realtime.publish({ entity: "customers", id: customerId, action: "EditVehicle" });
  return toVehicle(vehicle);
}

export async function editVehicle(
  deps: AppDeps,
  auth: AuthContext,
  customerId: string,
  vehicleId: string,
  input: VehicleInputValue,
  ip: string,
): Promise<Vehicle> {
  const vehicle = await deps.db.transaction(async (tx) => {
    await lockedCustomer(tx, customerId);
    if (!(await repo.findVehicle(tx, customerId, vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
    const row = await repo.updateVehicle(tx, vehicleId, vehicleValues(input));
    await repo.touchCustomer(tx, customerId);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.EditVehicle,
      entity: ENTITY,
      entityId: customerId,
      details: { vehicleId, change: "edited" },
      ip,
    });
    return row;
  });
  deps.realtime.publish({ entity: "customers", id: customerId, action: "EditVehicle" });
  return toVehicle(vehicle);
}

/**
 * Soft delete (a past sale may name the vehicle). The last vehicle stays: a customer is created with
 * at least one (docs/product.md §4) and the counter rings sales up against one, so it is replaced, not removed.
 */
export async function deleteVehicle(deps: AppDeps, auth: AuthContext, customerId: string, vehicleId: string, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockedCustomer(tx, customerId);
    if (!(await repo.findVehicle(tx, customerId, vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
    if ((await repo.countVehicles(tx, customerId)) <= 1) throw conflict(LAST_VEHICLE);
    await repo.softDeleteVehicle(tx, vehicleId, deps.clock());
    await repo.touchCustomer(tx, customerId);
    await writeActivity(tx, {
      userId: auth.user.id,
      action: ActivityAction.DeleteVehicle,
      entity: ENTITY,
      entityId: customerId,
      details: { vehicleId },
      ip,
    });
  });
  deps.realtime.publish({ entity: "customers", id: customerId, action: "DeleteVehicle" });
}
