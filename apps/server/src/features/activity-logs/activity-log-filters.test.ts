import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ActivityAction, type ActivityEntry, type ActivityUser } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, users } from "../../platform/db/schema";
import { writeActivity } from "../../platform/activity-log";

let app: TestApp;
let owner: string;
let cashier: string;
let managerId: string;

type ActivityPage = { items: ActivityEntry[]; total: number; page: number; pageSize: number };

const list = async (query: string) => {
  const { response, envelope } = await call(app, "GET", `/api/activities?${query}`, { token: owner });
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body as ActivityPage;
};
const ids = (page: ActivityPage) => page.items.map((item) => item.entityId);

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  const managerEmail = await addUser(app, "Manager");
  managerId = (await app.db.select({ id: users.id }).from(users).where(eq(users.email, managerEmail)))[0]!.id;
  // The sign-ins above logged entries of their own: start from these four alone.
  await app.db.delete(activityLogs);
  const entries = [
    {
      entityId: "C-1",
      action: ActivityAction.Edit,
      entity: "customer",
      at: "2026-03-10T16:00:00Z",
      details: { before: { name: "Sam" }, after: { name: "Sam Lee" } },
    },
    { entityId: "C-2", action: ActivityAction.New, entity: "customer", at: "2026-04-10T16:00:00Z" },
    { entityId: "S-1", action: ActivityAction.Edit, entity: "sale", at: "2026-04-11T16:00:00Z" },
    { entityId: "S-2", action: ActivityAction.Delete, entity: "sale", at: "2026-05-10T16:00:00Z" },
  ];
  for (const [index, entry] of entries.entries()) {
    await writeActivity(app.db, {
      userId: index % 2 === 0 ? managerId : null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      details: entry.details,
    });
    await app.db
      .update(activityLogs)
      .set({ createdAt: new Date(entry.at) })
      .where(eq(activityLogs.entityId, entry.entityId));
  }
});
afterAll(() => app.close());

describe("the activity log's filters", () => {
  it("filters by user, action and entity, alone and together", async () => {
    expect(ids(await list(`userId=${managerId}`))).toEqual(["S-1", "C-1"]);
    expect(ids(await list(`action=${ActivityAction.Edit}`))).toEqual(["S-1", "C-1"]);
    expect(ids(await list("entity=Customer"))).toEqual(["C-2", "C-1"]);
    expect(ids(await list(`action=${ActivityAction.Edit}&entity=sale&userId=${managerId}`))).toEqual(["S-1"]);
  });

  it("keeps the shop's days, both ends included, and pages what it keeps", async () => {
    expect(ids(await list("from=2026-04-10&to=2026-04-11"))).toEqual(["S-1", "C-2"]);
    const page = await list("from=2026-04-01&page=2&pageSize=2");
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(page)).toEqual(["C-2"]);
  });

  it("answers the before and after an entry recorded", async () => {
    const [entry] = (await list("entity=customer&action=" + ActivityAction.Edit)).items;
    expect(entry!.details).toEqual({ before: { name: "Sam" }, after: { name: "Sam Lee" } });
    expect(entry!.user).toBe("Manager Tester");
  });

  it("refuses an action it does not know, a user id that is not one, and a backwards range", async () => {
    for (const query of ["action=12345", "userId=not-a-uuid", "from=2026-05-01&to=2026-04-01"]) {
      const { response } = await call(app, "GET", `/api/activities?${query}`, { token: owner });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("offers the people to filter by, and is refused to a cashier", async () => {
    const { envelope } = await call(app, "GET", "/api/activities/users", { token: owner });
    expect((envelope.body as ActivityUser[]).map((user) => user.name)).toEqual(["Cashier Tester", "Manager Tester", "Owner Tester"]);
    expect((await call(app, "GET", "/api/activities/users", { token: cashier })).response.statusCode).toBe(403);
    expect((await call(app, "GET", "/api/activities?entity=sale", { token: cashier })).response.statusCode).toBe(403);
  });
});
