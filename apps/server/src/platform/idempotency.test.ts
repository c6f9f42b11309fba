import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addUser, createTestApp, type TestApp } from "../../test/test-app";
import { idempotencyKeys, settings, users } from "./db/schema";
import { AppError } from "./errors";
import { canonicalJson, requestHash, runIdempotent } from "./idempotency";

let app: TestApp;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  const email = await addUser(app, "Owner");
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  userId = user!.id;
});
afterAll(() => app.close());

describe("canonicalJson and requestHash", () => {
  it("ignores key order and undefined fields, keeps array order", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("runIdempotent", () => {
  const scope = (key: string, body: unknown = { amount: 100 }, route = "POST /api/test") => ({ userId, key, route, body });
  const work = (mark: string) => async (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
    await tx.insert(settings).values({ key: mark, value: { mark } });
    return { mark };
  };

  it("does the work once and replays the stored answer", async () => {
    const first = await runIdempotent(app.db, scope("k1"), work("first"), (v) => ({ ok: v.mark }));
    expect(first).toEqual({ status: 200, body: { ok: "first" }, replayed: false, value: { mark: "first" } });
    const again = await runIdempotent(app.db, scope("k1"), work("second"), (v) => ({ ok: v.mark }));
    expect(again).toEqual({ status: 200, body: { ok: "first" }, replayed: true });
    expect(await app.db.$count(settings, eq(settings.key, "second"))).toBe(0);
  });

  it("refuses the same key with another body or route", async () => {
    await runIdempotent(app.db, scope("k2"), work("k2"), () => null);
    await expect(runIdempotent(app.db, scope("k2", { amount: 101 }), work("x"), () => null)).rejects.toMatchObject({ httpStatus: 409 });
    await expect(runIdempotent(app.db, scope("k2", { amount: 100 }, "POST /api/other"), work("y"), () => null)).rejects.toMatchObject({ httpStatus: 409 });
  });

  it("forgets a key whose work failed, with everything the work wrote, so a retry runs again", async () => {
    const failing = async (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => {
      await tx.insert(settings).values({ key: "half-done", value: {} });
      throw new AppError(409, 400, "refused");
    };
    await expect(runIdempotent(app.db, scope("k3"), failing, () => null)).rejects.toThrow("refused");
    expect(await app.db.$count(idempotencyKeys, eq(idempotencyKeys.key, "k3"))).toBe(0);
    expect(await app.db.$count(settings, eq(settings.key, "half-done"))).toBe(0);
    const retry = await runIdempotent(app.db, scope("k3"), work("k3"), () => "done");
    expect(retry.replayed).toBe(false);
  });
});
