import type { FastifyInstance } from "fastify";
import {
  customerCreateSchema,
  customerListQuerySchema,
  customerPageSchema,
  customerSchema,
  customerUpdateSchema,
  phoneCheckQuerySchema,
  phoneInUseSchema,
  vehicleInputSchema,
  vehicleSchema,
} from "@washdesk/domain";
import { z } from "zod";
import type { AppDeps } from "../../platform/deps";
import { route } from "../../platform/route";
import { envelopeOf, ok } from "../../platform/envelope";
import { authOf } from "../../platform/auth/guard";
import { checkPhone, createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from "./customers.service";
import { addVehicle, deleteVehicle, editVehicle } from "./customer-vehicles.service";

const customerParams = z.object({ id: z.uuid() });
const vehicleParams = z.object({ id: z.uuid(), vehicleId: z.uuid() });
const tags = ["customers"];

/** Customers and their vehicles (SPEC §2 /customers, dialogs 1–3; §7 POST /customers, GET /search/phone). */
export function customerRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, {
    method: "GET",
    url: "/api/customers",
    access: ["customers.list"],
    schema: {
      summary: "Customers, searched by name, phone, e-mail or plate; paginated with a total",
      tags,
      querystring: customerListQuerySchema,
      response: { 200: envelopeOf(customerPageSchema) },
    },
    handler: async (request) => ok(await listCustomers(deps, request.query)),
  });
  route(app, {
    method: "POST",
    url: "/api/customers",
    access: ["customers.new"],
    schema: {
      summary: "Add a customer with at least one vehicle",
      tags,
      body: z.object({ customer: customerCreateSchema }),
      response: { 200: envelopeOf(customerSchema) },
    },
    handler: async (request) => ok(await createCustomer(deps, authOf(request), request.body.customer, request.ip), "Customer saved."),
  });
  route(app, {
    method: "GET",
    url: "/api/customers/:id",
    access: ["customers.list"],
    schema: { summary: "A customer's profile (recorded as SeeProfile)", tags, params: customerParams, response: { 200: envelopeOf(customerSchema) } },
    handler: async (request) => ok(await getCustomer(deps, authOf(request), request.params.id, request.ip)),
  });
  route(app, {
    method: "PATCH",
    url: "/api/customers/:id",
    access: ["customers.edit"],
    schema: {
      summary: "Change a customer's contact details, VIP and alerts (only the fields sent)",
      tags,
      params: customerParams,
      body: z.object({ customer: customerUpdateSchema }),
      response: { 200: envelopeOf(customerSchema) },
    },
    handler: async (request) =>
      ok(await updateCustomer(deps, authOf(request), request.params.id, request.body.customer, request.ip), "Customer saved."),
  });
  route(app, {
    method: "DELETE",
    url: "/api/customers/:id",
    access: ["customers.delete"],
    schema: { summary: "Delete a customer (their sales stay intact)", tags, params: customerParams, response: { 200: envelopeOf(z.null()) } },
    handler: async (request) => {
      await deleteCustomer(deps, authOf(request), request.params.id, request.ip);
      return ok(null, "Customer deleted.");
    },
  });
  route(app, {
    method: "POST",
    url: "/api/customers/:id/vehicles",
    access: ["customers.edit"],
    schema: {
      summary: "Add a vehicle to a customer",
      tags,
      params: customerParams,
      body: z.object({ vehicle: vehicleInputSchema }),
      response: { 200: envelopeOf(vehicleSchema) },
    },
    handler: async (request) =>
      ok(await addVehicle(deps, authOf(request), request.params.id, request.body.vehicle, request.ip), "Vehicle added."),
  });
  route(app, {
    method: "PATCH",
    url: "/api/customers/:id/vehicles/:vehicleId",
    access: ["customers.edit"],
    schema: {
      summary: "Change a customer's vehicle",
      tags,
      params: vehicleParams,
      body: z.object({ vehicle: vehicleInputSchema }),
      response: { 200: envelopeOf(vehicleSchema) },
    },
    handler: async (request) =>
      ok(
        await editVehicle(deps, authOf(request), request.params.id, request.params.vehicleId, request.body.vehicle, request.ip),
        "Vehicle saved.",
      ),
  });
  route(app, {
    method: "DELETE",
    url: "/api/customers/:id/vehicles/:vehicleId",
    access: ["customers.edit"],
    schema: {
      summary: "Delete a customer's vehicle (not the last one)",
      tags,
      params: vehicleParams,
      response: { 200: envelopeOf(z.null()) },
    },
    handler: async (request) => {
      await deleteVehicle(deps, authOf(request), request.params.id, request.params.vehicleId, request.ip);
      return ok(null, "Vehicle deleted.");
    },
  });
  route(app, {
    method: "GET",
    url: "/api/search/phone",
    access: ["customers.list", "customers.new", "customers.edit"],
    schema: {
      summary: "Is this phone in use? Body null when free, else the holder and the form's message",
      tags,
      querystring: phoneCheckQuerySchema,
      response: { 200: envelopeOf(phoneInUseSchema) },
    },
    handler: async (request) => ok(await checkPhone(deps, request.query.phone, request.query.customerId)),
  });
}
