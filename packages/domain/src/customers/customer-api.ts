import { z } from "zod";
import { defineApi } from "../api/define-api";
import { customerRoutes, vehicleRoutes } from "./customer-routes";
import {
  customerPageSchema,
  customerSchema,
  makeSearchQuerySchema,
  modelQuerySchema,
  modelResultsSchema,
  phoneCheckQuerySchema,
  phoneInUseSchema,
  searchResultsSchema,
  vehicleSchema,
} from "./customer-contract";
import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema, vehicleInputSchema } from "./customer-schemas";

const params = z.object({ id: z.uuid() });
const vehicleParams = z.object({ id: z.uuid(), vehicleId: z.uuid() });

export const customerApi = defineApi("customers", customerRoutes, {
  list: {
    summary: "Customers, searched by name, phone, e-mail or plate; paginated with a total",
    querystring: customerListQuerySchema,
    response: customerPageSchema,
  },
  create: { summary: "Add a customer with at least one vehicle", body: z.object({ customer: customerCreateSchema }), response: customerSchema },
  get: { summary: "A customer's profile (recorded as SeeProfile)", params, response: customerSchema },
  update: {
    summary: "Change a customer's contact details, VIP and alerts (only the fields sent)",
    params,
    body: z.object({ customer: customerUpdateSchema }),
    response: customerSchema,
  },
  delete: { summary: "Delete a customer (their sales stay intact)", params, response: z.null() },
  addVehicle: { summary: "Add a vehicle to a customer", params, body: z.object({ vehicle: vehicleInputSchema }), response: vehicleSchema },
  updateVehicle: { summary: "Change a customer's vehicle", params: vehicleParams, body: z.object({ vehicle: vehicleInputSchema }), response: vehicleSchema },
  deleteVehicle: { summary: "Delete a customer's vehicle (not the last one)", params: vehicleParams, response: z.null() },
  phoneCheck: {
    summary: "Is this phone in use? Body null when free, else the holder and the form's message",
    querystring: phoneCheckQuerySchema,
    response: phoneInUseSchema,
  },
});

export const vehicleApi = defineApi("vehicles", vehicleRoutes, {
  makes: {
    summary: "Make suggestions: the bundled catalog plus makes already saved (text longer than 1 character)",
    querystring: makeSearchQuerySchema,
    response: searchResultsSchema,
  },
  models: {
    summary: "Models of a make and year: the vehicle-data service (cached), or the offline catalog",
    querystring: modelQuerySchema,
    response: modelResultsSchema,
  },
});
