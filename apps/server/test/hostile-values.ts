import fc from "fast-check";
import { z } from "zod";

/**
 * Requests built from a route's own contract schemas, valid, at the edges and hostile, for the test
 * that no request breaks the shop (hostile-requests.test.ts). Each value follows its schema's type
 * most of the time, so a request gets past the first field and reaches the rules behind it; now and
 * then it is one of the values an attacker tries first.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

const LONG = "x".repeat(100_000);

/** What is tried in any field, whatever its type. */
export const hostileValues: readonly unknown[] = [
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e308,
  -1,
  0.5,
  LONG,
  "a\u0000b",
  "\u001b[31m",
  "2026-02-30",
  "0001-01-01",
  "9999-12-31",
  "__proto__",
  "constructor",
  // Numbers past what a double or a bigint column holds, as a query string carries them.
  "99999999999999999999",
  "1e400",
  // Two values where one is expected: in a query string, the key given twice.
  ["a", "b"],
  "",
  " ",
  null,
  [],
  {},
  true,
];

const dates = fc.constantFrom("2026-03-05", "2026-02-30", "2026-13-01", "0001-01-01", "1900-01-01", "9999-12-31", "2026-3-5");
const dateTimes = fc.constantFrom("2026-03-05T10:00:00.000Z", "2026-02-30T10:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z");
const texts = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(LONG, "a\u0000b", "line\nbreak\ttab", "__proto__", "<script>alert(1)</script>", "' or 1=1 --", "%", "_") },
);
const numbers = (schema: JsonSchema) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: Math.max(schema.minimum ?? -1_000_000, -1_000_000_000), max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(0, 1, -1, 2 ** 31, 2 ** 53 - 1, 1e15, schema.maximum ?? 1e12, (schema.maximum ?? 1e12) + 1) },
  );

function typed(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueOf(choice, depth)));
  if (schema.allOf && schema.allOf.length > 0) return valueOf(schema.allOf[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "integer":
    case "number":
      return numbers(schema);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "date") return dates;
      if (schema.format === "date-time") return dateTimes;
      if (schema.format === "email") return fc.constantFrom("a@b.test", "not-an-email", `${LONG}@b.test`);
      return texts;
    case "array":
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 3 });
    case "object":
      return depth > 3 ? fc.constant({}) : objectOf(schema, depth + 1);
    default:
      return fc.constantFrom(...hostileValues);
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const arbitraries = Object.fromEntries(keys.map((key) => [key, valueOf(properties[key]!, depth)]));
  return fc.record(arbitraries, { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) });
}

/** A value for this schema: of its type most of the time, a hostile one otherwise. */
export function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: typed(schema, depth) }, { weight: 1, arbitrary: fc.constantFrom(...hostileValues) });
}

/** The input side of a contract schema as JSON Schema (what a client would send). */
export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** A query string from generated values, lists as repeated keys, with a prototype key now and then. */
export function queryStringOf(values: Record<string, unknown>, withHostileKey: boolean): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === "object" && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  // Prototype keys, plain and in the bracket spelling some parsers turn into nested objects.
  if (withHostileKey)
    parts.push("__proto__=1", "__proto__[a]=1", "constructor%5Bprototype%5D=x", "constructor[prototype][x]=1", "toString=1", "hasOwnProperty=1");
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
}

/** A JSON body as text, so a `__proto__` key reaches the server as an own key of the object. */
export function bodyTextOf(body: unknown, withHostileKey: boolean): string {
  const text = JSON.stringify(body ?? null);
  if (!withHostileKey || typeof body !== "object" || body === null || Array.isArray(body)) return text;
  return text === "{}" ? '{"__proto__":{"isOwner":true}}' : text.replace(/^\{/, '{"__proto__":{"isOwner":true},');
}

export const paramValues = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom("not-a-uuid", "__proto__", "..%2F..", "%00", "1", LONG.slice(0, 5000)) },
);
