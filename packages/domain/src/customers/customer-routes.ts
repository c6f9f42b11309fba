import { defineRoutes } from "../api/route-contract";

/** Customers and their vehicles (docs/product.md §2 /customers; §7 POST /customers, GET /search/phone). */
export const customerRoutes = defineRoutes({
  list: { method: "GET", path: "/api/customers", access: ["customers.list"] },
  create: { method: "POST", path: "/api/customers", access: ["customers.new"] },
  get: { method: "GET", path: "/api/customers/:id", access: ["customers.list"] },
  update: { method: "PATCH", path: "/api/customers/:id", access: ["customers.edit"] },
  delete: { method: "DELETE", path: "/api/customers/:id", access: ["customers.delete"] },
  addVehicle: { method: "POST", path: "/api/customers/:id/vehicles", access: ["customers.edit"] },
  updateVehicle: { method: "PATCH", path: "/api/customers/:id/vehicles/:vehicleId", access: ["customers.edit"] },
  deleteVehicle: { method: "DELETE", path: "/api/customers/:id/vehicles/:vehicleId", access: ["customers.edit"] },
  phoneCheck: { method: "GET", path: "/api/search/phone", access: ["customers.list", "customers.new", "customers.edit"] },
});

/** The Add New Vehicle dialog's helpers: whoever may add or edit a customer may use them. */
export const vehicleRoutes = defineRoutes({
  makes: { method: "GET", path: "/api/search/vehicleMake", access: ["customers.new", "customers.edit"] },
  models: { method: "GET", path: "/api/vehicles/models", access: ["customers.new", "customers.edit"] },
});
