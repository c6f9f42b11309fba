import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountRefusals, ActivityAction, PASSWORD_TRIES_BEFORE_LOCK, type LockedAccount } from "@washdesk/domain";
import { activityLogs } from "../../platform/db/schema";
import { addUser, call, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";

const clock = manualClock();
let app: TestApp;
let ownerToken: string;

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now, config: { loginRateLimitPerMinute: 1000 } });
  ownerToken = await signIn(app, await addUser(app, "Owner"));
});
afterAll(() => app.close());

async function lockOut(email: string, ip: string) {
  for (let i = 0; i < PASSWORD_TRIES_BEFORE_LOCK; i++) await call(app, "POST", "/api/auth/login", { ip, body: { email, password: "bad" } });
}

const lockedList = async (token = ownerToken) => {
  const { response, envelope } = await call(app, "GET", "/api/users/locked", { token });
  expect(response.statusCode).toBe(200);
  return envelope.body as LockedAccount[];
};

describe("locked accounts", () => {
  it("lists each account an address is locked out of, with how many addresses and until when", async () => {
    const email = await addUser(app, "Cashier", "often-wrong@shop.test");
    await addUser(app, "Manager", "fine@shop.test");
    await lockOut(email, "198.51.100.1");
    await lockOut(email, "198.51.100.2");
    const list = await lockedList();
    expect(list).toEqual([
      {
        id: expect.any(String),
        firstName: "Cashier",
        lastName: "Tester",
        email,
        lockedUntil: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
        addresses: 2,
      },
    ]);
  });

  it("lets the owner unlock one: it is off the list and signs in again from the locked address", async () => {
    const email = await addUser(app, "Cashier", "unlock-me@shop.test");
    await lockOut(email, "198.51.100.3");
    expect((await call(app, "POST", "/api/auth/login", { ip: "198.51.100.3", body: { email, password: PASSWORD } })).response.statusCode).toBe(400);
    const account = (await lockedList()).find((a) => a.email === email)!;

    const unlocked = await call(app, "POST", `/api/users/${account.id}/unlock`, { token: ownerToken });
    expect(unlocked.response.statusCode).toBe(200);
    expect(unlocked.envelope.message).toBe("Account unlocked. The person can sign in again.");
    expect((await lockedList()).map((a) => a.email)).not.toContain(email);
    expect(await signIn(app, email, PASSWORD, "198.51.100.3")).toBeTruthy();

    const logged = await app.db.select().from(activityLogs).where(eq(activityLogs.entityId, account.id));
    expect(logged).toEqual([expect.objectContaining({ action: ActivityAction.Edit, entity: "user", details: { unlocked: 1 } })]);
  });

  it("refuses to unlock an account that does not exist", async () => {
    const { response, envelope } = await call(app, "POST", "/api/users/00000000-0000-4000-8000-000000000000/unlock", { token: ownerToken });
    expect(response.statusCode).toBe(404);
    expect(envelope).toMatchObject({ code: accountRefusals.notFound.code, message: accountRefusals.notFound.message });
  });

  it("is for who may list and edit staff: a manager may, a cashier may not", async () => {
    const managerToken = await signIn(app, "fine@shop.test");
    expect((await lockedList(managerToken)).map((a) => a.email)).toEqual(["often-wrong@shop.test"]);
    const cashierToken = await signIn(app, await addUser(app, "Cashier", "counter@shop.test"));
    expect((await call(app, "GET", "/api/users/locked", { token: cashierToken })).response.statusCode).toBe(403);
    const id = (await lockedList()).at(0)?.id ?? "00000000-0000-4000-8000-000000000000";
    expect((await call(app, "POST", `/api/users/${id}/unlock`, { token: cashierToken })).response.statusCode).toBe(403);
  });
  it("drops a lock from the list once it has run out", async () => {
    const email = await addUser(app, "Cashier", "runs-out@shop.test");
    await lockOut(email, "198.51.100.9");
    expect((await lockedList()).map((a) => a.email)).toContain(email);
    clock.advance(31 * 60_000);
    ownerToken = await signIn(app, "owner@shop.test");
    expect(await lockedList()).toEqual([]);
  });
});
