import type { Vendor, VendorInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";

let nextPhone = 0;

/** A phone no other vendor of the test file has. */
export function freshVendorPhone(): string {
  nextPhone += 1;
  return `555${String(7_000_000 + nextPhone)}`;
}

export function vendorInput(overrides: Partial<VendorInput> = {}): VendorInput {
  return { company: "Acme Car Care Supply", phone: freshVendorPhone(), ...overrides };
}

/** Creates a vendor through the API; fails the test when the API refuses. */
export async function createVendor(app: TestApp, token: string, input: VendorInput = vendorInput()): Promise<Vendor> {
  const { response, envelope } = await call(app, "POST", "/api/purchases/vendors", { token, body: { vendor: input } });
  if (response.statusCode !== 200) throw new Error(`vendor create failed: ${envelope.message}`);
  return envelope.body as Vendor;
}
