import type { FastifyInstance } from "fastify";
import { customerApi } from "@washdesk/domain";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { checkPhone, createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from "./customers.service";
import { addVehicle, deleteVehicle, editVehicle } from "./customer-vehicles.service";

/** Customers and their vehicles (contracts: the domain's customerApi). */
export function customerRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, customerApi.list, async (request) => ok(await listCustomers(deps, request.query)));
  route(app, customerApi.create, async (request) => ok(await createCustomer(deps, authOf(request), request.body.customer, request.ip), "Customer saved."));
  route(app, customerApi.get, async (request) => ok(await getCustomer(deps, authOf(request), request.params.id, request.ip)));
  route(app, customerApi.update, async (request) =>
    ok(await updateCustomer(deps, authOf(request), request.params.id, request.body.customer, request.ip), "Customer saved."),
  );
  route(app, customerApi.delete, async (request) => {
    await deleteCustomer(deps, authOf(request), request.params.id, request.ip);
    return ok(null, "Customer deleted.");
  });
  route(app, customerApi.addVehicle, async (request) =>
    ok(await addVehicle(deps, authOf(request), request.params.id, request.body.vehicle, request.ip), "Vehicle added."),
  );
  route(app, customerApi.updateVehicle, async (request) =>
    ok(await editVehicle(deps, authOf(request), request.params.id, request.params.vehicleId, request.body.vehicle, request.ip), "Vehicle saved."),
  );
  route(app, customerApi.deleteVehicle, async (request) => {
    await deleteVehicle(deps, authOf(request), request.params.id, request.params.vehicleId, request.ip);
    return ok(null, "Vehicle deleted.");
  });
  route(app, customerApi.phoneCheck, async (request) => ok(await checkPhone(deps, request.query.phone, request.query.customerId)));
}
