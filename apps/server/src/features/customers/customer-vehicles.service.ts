import { ActivityAction, customerRefusals, type Vehicle } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import type { Transaction } from "../../platform/db/database";
import type { AuthContext } from "../../platform/auth/sessions";
import { writeActivity } from "../../platform/activity-log";
import { refusalError } from "../../platform/errors";
import * as repo from "./customers.repository";
import { toVehicle } from "./customer-dto";
import { vehicleValues, type VehicleInputValue } from "./customers.service";

const ENTITY = "customer";

/** Every vehicle change locks its customer first: changes of one customer happen one after another. */
async function lockedCustomer(tx: Transaction, customerId: string): Promise<void> {
  if (!(await repo.lockCustomer(tx, customerId))) throw refusalError(customerRefusals.notFound);
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
    if (!(await repo.findVehicle(tx, customerId, vehicleId))) throw refusalError(customerRefusals.vehicleNotFound);
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
    if (!(await repo.findVehicle(tx, customerId, vehicleId))) throw refusalError(customerRefusals.vehicleNotFound);
    if ((await repo.countVehicles(tx, customerId)) <= 1) throw refusalError(customerRefusals.lastVehicle);
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
