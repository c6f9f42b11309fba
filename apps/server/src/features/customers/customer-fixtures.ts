import type { Customer, CustomerCreate, VehicleInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";

let nextPhone = 0;

/** A distinct, valid US number per call in a test file: "+1 555 2xx xxxx". */
export function freshPhone(): string {
  nextPhone += 1;
  const digits = String(2_000_000 + nextPhone).padStart(7, "0");
  return `+1 555 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export const sedan: VehicleInput = { type: "Sedan", make: "Honda", model: "Civic", year: "2020", colorCode: "#FF0000", tag: "ABC123" };

export function customerBody(overrides: Partial<CustomerCreate> = {}): { customer: CustomerCreate } {
  return { customer: { name: "jane doe", phone: freshPhone(), email: "", vehicles: [sedan], ...overrides } };
}

/** Creates a customer through the API and returns it; fails the test when the API refuses. */
export async function createCustomer(app: TestApp, token: string, overrides: Partial<CustomerCreate> = {}): Promise<Customer> {
  const { response, envelope } = await call(app, "POST", "/api/customers", { token, body: customerBody(overrides) });
  if (response.statusCode !== 200) throw new Error(`create failed: ${envelope.message}`);
  return envelope.body as Customer;
}
