import { ItemKind, type Product, type ProductInput } from "@washdesk/domain";
import { call, type TestApp } from "../../../test/test-app";

let nextCode = 0;

/** A code no other product of the test file has. */
export function freshCode(prefix = "P"): string {
  nextCode += 1;
  return `${prefix}-${nextCode}`;
}

export function serviceInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return { kind: ItemKind.Service, name: "Express Wash", code: freshCode("WASH"), category: "Washes", price: 1200, ...overrides };
}

export function standardInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return { kind: ItemKind.Standard, name: "Air Freshener", code: freshCode("AF"), category: "Retail", price: 399, cost: 120, stock: 24, ...overrides };
}

/** Creates a product through the API and returns it; fails the test when the API refuses. */
export async function createProduct(app: TestApp, token: string, input: ProductInput): Promise<Product> {
  const { response, envelope } = await call(app, "POST", "/api/products", { token, body: { product: input } });
  if (response.statusCode !== 200) throw new Error(`create failed: ${envelope.message}`);
  return envelope.body as Product;
}
