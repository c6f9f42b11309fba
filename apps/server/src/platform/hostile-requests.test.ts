import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { allRouteContracts, headers, type RouteContract } from "@washdesk/domain";
import { addUser, createTestApp, parseEnvelope, signIn, type TestApp } from "../../test/test-app";
import { bodyTextOf, jsonSchemaOf, paramValues, queryStringOf, valueOf } from "../../test/hostile-values";

// Every route of the API, sent requests generated from its own contract: valid, at the edges and
// hostile (huge numbers, long text, control characters, impossible dates, prototype keys). Whatever
// comes in, the answer is never a 5xx; a refusal is a 4xx that says why; and a refused request
// leaves nothing behind.

/** Cases per route: enough to reach past the first field, bounded so `npm test` stays quick. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);
const CALLER_IP = "10.66.0.1";

// Tables a refused request may touch by design: the activity log and the password failures record
// refusals that matter (a wrong password counts towards a lock), sessions and idempotency replies
// belong to the request itself, and the vehicle model cache is a cache.
const BOOKKEEPING = new Set(["activity_logs", "password_failures", "sessions", "idempotency_keys", "vehicle_model_cache"]);

let app: TestApp;
let ownerEmail: string;
let fingerprintSql: ReturnType<typeof sql>;

beforeAll(async () => {
  app = await createTestApp();
  ownerEmail = await addUser(app, "Owner");
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const counted = tables.map((row) => row.table_name).filter((name) => !BOOKKEEPING.has(name) && !name.startsWith("__"));
  fingerprintSql = sql.raw(`select ${counted.map((name) => `(select count(*) from "${name}")::text`).join(" || ',' || ")} as counts`);
}, 60_000);
afterAll(() => app?.close());

/** The number of rows of every table but the bookkeeping ones, as one text. */
async function fingerprint(): Promise<string> {
  return (await rows<{ counts: string }>(fingerprintSql))[0]!.counts;
}

/** The rows of a raw query (the drivers of PGlite and PostgreSQL both answer `{ rows }`). */
async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await app.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Routes sent elsewhere than JSON: the upload takes multipart parts (its own tests send hostile files). */
const notJson = (contract: RouteContract) => contract.path === "/api/files" && contract.method === "POST";

const routes = allRouteContracts().filter((contract) => !notJson(contract));

describe("hostile requests to every route", () => {
  routes.forEach((contract, index) => {
    it(`${contract.method} ${contract.path} never answers 5xx, and a refusal stores nothing`, { timeout: 120_000 }, async () => {
      // A fresh session per route: signing out or changing a password in one route's cases must not
      // leave the next route's cases unauthenticated.
      // Each from an address of its own: sign-ins from one address are limited.
      const token = await signIn(app, ownerEmail, undefined, `10.67.${index >> 8}.${index & 255}`);
      const paramNames = [...contract.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      const query = jsonSchemaOf(contract.querystring);
      const body = jsonSchemaOf(contract.body);
      const request = fc.record({
        params: fc.tuple(...paramNames.map(() => paramValues)),
        query: query ? valueOf(query) : fc.constant(undefined),
        body: body ? valueOf(body) : fc.constant(undefined),
        hostileKeys: fc.boolean(),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ params, query: queryValues, body: bodyValue, hostileKeys }) => {
          let url: string = contract.path;
          paramNames.forEach((name, index) => (url = url.replace(`:${name}`, encodeURIComponent(String(params[index])))));
          const queryObject =
            typeof queryValues === "object" && queryValues !== null && !Array.isArray(queryValues) ? (queryValues as Record<string, unknown>) : {};
          url += queryStringOf(queryObject, hostileKeys);
          const before = await fingerprint();
          const response = await app.app.inject({
            method: contract.method,
            url: url as `/api/${string}`,
            headers: {
              [headers.clientToken]: "washdesk-client",
              authorization: `Bearer ${token}`,
              [headers.idempotencyKey]: crypto.randomUUID(),
              ...(contract.body ? { "content-type": "application/json" } : {}),
            },
            payload: contract.body ? bodyTextOf(bodyValue, hostileKeys) : undefined,
            remoteAddress: CALLER_IP,
          });
          const said = `${contract.method} ${url.slice(0, 300)} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
          expect(response.statusCode, said).toBeLessThan(500);
          if (response.statusCode >= 400) {
            // A file route may answer a picture's placeholder instead of a JSON refusal.
            if (String(response.headers["content-type"]).startsWith("application/json")) expect(parseEnvelope(response).message.trim(), said).not.toBe("");
            expect(await fingerprint(), `${said}: a refused request stored something`).toBe(before);
          }
        }),
        { numRuns: RUNS, seed: seedOf(`${contract.method} ${contract.path}`), endOnFailure: true },
      );
    });
  });
});

/** The same cases on every run, so a failure can be replayed; each route its own. */
function seedOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}
