import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import {
  ActivityAction,
  allPermissionPaths,
  employeeRefusals,
  inviteRefusals,
  PayPeriod,
  PayType,
  Recurrence,
  SecondPaymentMethod,
  TaxFilingStatus,
  UserStatus,
  type Employee,
  type EmployeePage,
  type EmployeePay,
  type PermissionGroup,
} from "@washdesk/domain";
import { addUser, call, createTestApp, manualClock, PASSWORD, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs, outbox, users } from "../../platform/db/schema";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let groupIds: Record<string, string>;

const pay: EmployeePay = {
  payType: PayType.Hourly,
  payRate: 1650,
  payPeriod: PayPeriod.Hourly,
  paySchedule: Recurrence.EveryOtherWeek,
  overtimeExempt: false,
  taxFilingStatus: TaxFilingStatus.Married,
  paidBy: SecondPaymentMethod.Check,
  tipEligible: true,
};

beforeAll(async () => {
  app = await createTestApp({ clock: clock.now });
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  const { envelope } = await call(app, "GET", "/api/settings/groups", { token: owner });
  groupIds = Object.fromEntries((envelope.body as PermissionGroup[]).map((g) => [g.name, g.id]));
});
afterAll(() => app.close());

const crew = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Luis",
  lastName: "Washer",
  groupId: groupIds.Cashier,
  status: UserStatus.NOT_USER,
  ...overrides,
});

async function create(token: string, employee: Record<string, unknown>) {
  return call(app, "POST", "/api/settings/users", { token, body: { employee } });
}

async function latestMailTo(recipient: string) {
  const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
const tokenIn = (body: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? "";

async function logOf(entityId: string) {
  return app.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity, "employee"), eq(activityLogs.entityId, entityId)))
    .orderBy(activityLogs.id);
}

describe("who may call each route", () => {
  it.each([
    ["GET", "/api/settings/users"],
    ["POST", "/api/settings/users"],
    ["GET", "/api/settings/users/00000000-0000-4000-8000-000000000000"],
    ["PATCH", "/api/settings/users/00000000-0000-4000-8000-000000000000"],
    ["POST", "/api/settings/users/00000000-0000-4000-8000-000000000000/invite"],
    ["GET", "/api/settings/groups"],
    ["POST", "/api/settings/groups"],
    ["PATCH", "/api/settings/groups/00000000-0000-4000-8000-000000000000"],
    ["DELETE", "/api/settings/groups/00000000-0000-4000-8000-000000000000"],
  ] as const)("refuses a cashier %s %s (403)", async (method, url) => {
    const { response } = await call(app, method, url, { token: cashier, body: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(response.statusCode).toBe(403);
  });

  it("lets a manager list employees and groups, but not change groups", async () => {
    expect((await call(app, "GET", "/api/settings/users", { token: manager })).response.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/settings/groups", { token: manager })).response.statusCode).toBe(200);
    const { response } = await call(app, "POST", "/api/settings/groups", { token: manager, body: { group: { name: "Night", paths: [] } } });
    expect(response.statusCode).toBe(403);
  });
});

describe("a crew member without sign-in", () => {
  it("is saved with a PIN (hashed, never answered) and pay, and cannot sign in", async () => {
    const { response, envelope } = await create(owner, crew({ pin: "4821", pay, phone: "555 201 0101", hireDate: "2026-05-01" }));
    expect(response.statusCode).toBe(200);
    const saved = envelope.body as Employee;
    expect(saved).toMatchObject({
      email: "",
      phone: "5552010101",
      status: UserStatus.NOT_USER,
      hasPin: true,
      pay,
      hireDate: "2026-05-01",
      group: { name: "Cashier" },
    });
    expect(JSON.stringify(envelope)).not.toContain("4821");
    const [row] = await app.db.select().from(users).where(eq(users.id, saved.id));
    expect(row).toMatchObject({ email: null, passwordHash: null });
    expect(row?.pinHash).toMatch(/^\$argon2id\$/);
    const logged = await logOf(saved.id);
    expect(logged.map((entry) => entry.action)).toEqual([ActivityAction.New]);
    expect(JSON.stringify(logged)).not.toContain("4821");
  });

  it("refuses a PIN outside 4 to 6 digits, on its field", async () => {
    const { response, envelope } = await create(owner, crew({ pin: "12" }));
    expect(response.statusCode).toBe(400);
    expect(envelope.message).toBe("PIN must be 4 to 6 digits!");
  });
});

describe("pay is seen and changed only with payroll.details", () => {
  let clerk: string;
  let employeeId: string;

  beforeAll(async () => {
    const paths = ["settings.users.list", "settings.users.new", "settings.users.edit", "sales.list", "logs.employee"];
    const { envelope } = await call(app, "POST", "/api/settings/groups", { token: owner, body: { group: { name: "Office", paths } } });
    groupIds.Office = (envelope.body as PermissionGroup).id;
    clerk = await signIn(app, await addUser(app, "Office", "office@shop.test"));
    const made = await create(owner, crew({ firstName: "Pay", lastName: "Hidden", pay }));
    employeeId = (made.envelope.body as Employee).id;
  });

  it("answers employees without pay to a reader without the right, in the list and alone", async () => {
    const one = (await call(app, "GET", `/api/settings/users/${employeeId}`, { token: clerk })).envelope.body as Employee;
    expect(one).not.toHaveProperty("pay");
    const page = (await call(app, "GET", "/api/settings/users?search=hidden", { token: clerk })).envelope.body as EmployeePage;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).not.toHaveProperty("pay");
    const full = (await call(app, "GET", `/api/settings/users/${employeeId}`, { token: owner })).envelope.body as Employee;
    expect(full.pay).toEqual(pay);
  });

  it("refuses a write of pay without the right, and changes nothing", async () => {
    const { response, envelope } = await call(app, "PATCH", `/api/settings/users/${employeeId}`, {
      token: clerk,
      body: { employee: { pay: { ...pay, payRate: 99_00 }, firstName: "Changed" } },
    });
    expect(response.statusCode).toBe(403);
    expect(envelope.code).toBe(employeeRefusals.payDetailsDenied.code);
    const [row] = await app.db.select().from(users).where(eq(users.id, employeeId));
    expect(row).toMatchObject({ payRate: 1650, firstName: "Pay" });
  });

  it("logs a pay change with before and after, hidden from a log reader without the right", async () => {
    await call(app, "PATCH", `/api/settings/users/${employeeId}`, { token: owner, body: { employee: { pay: { ...pay, payRate: 1800 } } } });
    const entry = (await logOf(employeeId)).at(-1)!;
    expect(entry.details).toMatchObject({ before: { pay: { payRate: 1650 } }, after: { pay: { payRate: 1800 } } });
    const asClerk = await call(app, "GET", "/api/activities?pageSize=5", { token: clerk });
    const seen = (asClerk.envelope.body as { items: { entityId: string; details: unknown }[] }).items.find((item) => item.entityId === employeeId);
    expect(seen?.details).toEqual({ before: { pay: "hidden" }, after: { pay: "hidden" } });
    const asOwner = await call(app, "GET", "/api/activities?pageSize=5", { token: owner });
    const full = (asOwner.envelope.body as { items: { entityId: string; details: unknown }[] }).items.find((item) => item.entityId === employeeId);
    expect(full?.details).toMatchObject({ after: { pay: { payRate: 1800 } } });
  });
});

describe("nobody grants more than they have", () => {
  it("refuses a manager adding an owner or a developer", async () => {
    for (const group of ["Owner", "Developer"]) {
      const { response, envelope } = await create(manager, crew({ groupId: groupIds[group] }));
      expect(response.statusCode).toBe(403);
      expect(envelope).toMatchObject({ code: employeeRefusals.privilegedTarget.code, message: employeeRefusals.privilegedTarget.message });
    }
  });

  it("refuses a manager putting someone in a group with rights the manager lacks", async () => {
    const { envelope } = await call(app, "POST", "/api/settings/groups", {
      token: owner,
      body: { group: { name: "Group admins", paths: ["settings.group.edit"] } },
    });
    const { response, envelope: refused } = await create(manager, crew({ groupId: (envelope.body as PermissionGroup).id }));
    expect(response.statusCode).toBe(403);
    expect(refused.message).toBe("You cannot put someone in the group Group admins: it has rights you do not have.");
  });

  it("refuses a manager editing an owner, or editing themselves into the owner group", async () => {
    const ownerRow = (await app.db.select().from(users).where(eq(users.email, "owner@shop.test")))[0]!;
    const managerRow = (await app.db.select().from(users).where(eq(users.email, "manager@shop.test")))[0]!;
    const edit = await call(app, "PATCH", `/api/settings/users/${ownerRow.id}`, { token: manager, body: { employee: { firstName: "Nope" } } });
    expect(edit.response.statusCode).toBe(403);
    const promote = await call(app, "PATCH", `/api/settings/users/${managerRow.id}`, { token: manager, body: { employee: { groupId: groupIds.Owner } } });
    expect(promote.response.statusCode).toBe(403);
    expect(promote.envelope.code).toBe(employeeRefusals.privilegedTarget.code);
  });
});

describe("the last active owner", () => {
  it("cannot be demoted, suspended or terminated, in the domain's words", async () => {
    const ownerRow = (await app.db.select().from(users).where(eq(users.email, "owner@shop.test")))[0]!;
    for (const employee of [{ groupId: groupIds.Manager }, { status: UserStatus.SUSPENDED }, { status: UserStatus.TERMINATED }]) {
      const { response, envelope } = await call(app, "PATCH", `/api/settings/users/${ownerRow.id}`, { token: owner, body: { employee } });
      expect(response.statusCode).toBe(409);
      expect(envelope).toMatchObject({ code: employeeRefusals.lastOwner.code, message: employeeRefusals.lastOwner.message });
    }
  });
});

describe("statuses and sign-in", () => {
  it("signs out a suspended employee at once and refuses their sign-in; terminating ends sessions and keeps the record", async () => {
    const email = await addUser(app, "Cashier", "suspend-me@shop.test");
    const token = await signIn(app, email);
    const id = (await app.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const dropped = vi.spyOn(app.deps.realtime, "dropSessions");

    await call(app, "PATCH", `/api/settings/users/${id}`, { token: manager, body: { employee: { status: UserStatus.SUSPENDED } } });
    expect((await call(app, "GET", "/api/session", { token })).response.statusCode).toBe(401);
    const login = await call(app, "POST", "/api/auth/login", { body: { email, password: PASSWORD } });
    expect(login.response.statusCode).toBe(400);
    expect(dropped).toHaveBeenCalled();

    // A manager with the right to remove employees terminates; the record stays.
    await call(app, "PATCH", `/api/settings/users/${id}`, { token: manager, body: { employee: { status: UserStatus.ACTIVE } } });
    const again = await signIn(app, email);
    const { response } = await call(app, "PATCH", `/api/settings/users/${id}`, {
      token: manager,
      body: { employee: { status: UserStatus.TERMINATED, terminationDate: "2026-06-01" } },
    });
    expect(response.statusCode).toBe(200);
    expect((await call(app, "GET", "/api/session", { token: again })).response.statusCode).toBe(401);
    const kept = (await call(app, "GET", `/api/settings/users/${id}`, { token: manager })).envelope.body as Employee;
    expect(kept).toMatchObject({ status: UserStatus.TERMINATED, terminationDate: "2026-06-01", email });
    const statuses = (await logOf(id)).map((entry) => (entry.details as { after?: { status?: number } }).after?.status);
    expect(statuses).toEqual([UserStatus.SUSPENDED, UserStatus.ACTIVE, UserStatus.TERMINATED]);
    dropped.mockRestore();
  });

  it("refuses terminating without the right to remove employees", async () => {
    const made = await create(owner, crew({ firstName: "Kept", groupId: groupIds.Office }));
    const id = (made.envelope.body as Employee).id;
    const clerk = await signIn(app, "office@shop.test");
    const { response, envelope } = await call(app, "PATCH", `/api/settings/users/${id}`, {
      token: clerk,
      body: { employee: { status: UserStatus.TERMINATED } },
    });
    expect(response.statusCode).toBe(403);
    expect(envelope.code).toBe(employeeRefusals.terminateDenied.code);
  });

  it("filters the list by status and group, searches by name, in pages", async () => {
    const page = (await call(app, "GET", `/api/settings/users?status=-1&groupId=${groupIds.Cashier}&pageSize=2`, { token: owner })).envelope
      .body as EmployeePage;
    expect(page.pageSize).toBe(2);
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((e) => e.status === UserStatus.NOT_USER && e.group.id === groupIds.Cashier)).toBe(true);
    const found = (await call(app, "GET", "/api/settings/users?search=LUIS%20wash", { token: owner })).envelope.body as EmployeePage;
    expect(found.items.map((e) => e.firstName)).toContain("Luis");
  });
});

describe("an invitation", () => {
  it("e-mails a single-use link through the outbox; the password makes them active and signed in", async () => {
    const { envelope } = await create(manager, crew({ firstName: "Ivy", lastName: "Invited", email: "ivy@shop.test", status: UserStatus.INVITED }));
    const invited = envelope.body as Employee;
    expect(envelope.message).toBe("Employee saved. The invitation is on its way.");
    expect(invited.inviteExpiresAt).toBe(new Date(clock.now().getTime() + 72 * 3_600_000).toISOString());
    const mail = await latestMailTo("ivy@shop.test");
    expect(mail?.body).toContain("The link works once and for 72 hours.");
    const token = tokenIn(mail!.body);
    const [stored] = await app.db.select().from(users).where(eq(users.id, invited.id));
    expect(stored?.passwordHash).toBeNull();
    expect(JSON.stringify(await app.db.select().from(activityLogs))).not.toContain(token);

    expect((await call(app, "GET", `/api/invites/${token}`)).envelope.body).toMatchObject({ firstName: "Ivy", email: "ivy@shop.test" });
    expect((await call(app, "POST", "/api/auth/login", { body: { email: "ivy@shop.test", password: "anything-at-all" } })).response.statusCode).toBe(400);

    const weak = await call(app, "POST", `/api/invites/${token}`, { body: { newPassword: "short" } });
    expect(weak.response.statusCode).toBe(400);
    const accepted = await call(app, "POST", `/api/invites/${token}`, { body: { newPassword: "blue-harbor-lantern" } });
    expect(accepted.response.statusCode).toBe(200);
    const session = accepted.envelope.body as { token: string; session: { user: { email: string; status: number } } };
    expect(session.session.user).toMatchObject({ email: "ivy@shop.test", status: UserStatus.ACTIVE });
    expect((await call(app, "GET", "/api/session", { token: session.token })).response.statusCode).toBe(200);
    expect(await signIn(app, "ivy@shop.test", "blue-harbor-lantern")).toBeTruthy();

    const twice = await call(app, "POST", `/api/invites/${token}`, { body: { newPassword: "another-good-phrase" } });
    expect(twice.response.statusCode).toBe(404);
    expect(twice.envelope.code).toBe(inviteRefusals.unusable.code);
  });

  it("ends an earlier link when a new one is sent, and a link after 72 hours", async () => {
    const { envelope } = await create(owner, crew({ firstName: "Otto", email: "otto@shop.test" }));
    const id = (envelope.body as Employee).id;
    await call(app, "POST", `/api/settings/users/${id}/invite`, { token: owner });
    const first = tokenIn((await latestMailTo("otto@shop.test"))!.body);
    const resent = await call(app, "POST", `/api/settings/users/${id}/invite`, { token: owner });
    expect(resent.envelope.message).toBe("Invitation sent.");
    const second = tokenIn((await latestMailTo("otto@shop.test"))!.body);
    expect(second).not.toBe(first);
    expect((await call(app, "GET", `/api/invites/${first}`)).response.statusCode).toBe(404);
    expect((await call(app, "GET", `/api/invites/${second}`)).response.statusCode).toBe(200);

    clock.advance(72 * 3_600_000 + 1_000);
    const late = await call(app, "POST", `/api/invites/${second}`, { body: { newPassword: "blue-harbor-lantern" } });
    expect(late.response.statusCode).toBe(404);
    expect(late.envelope.message).toBe(inviteRefusals.unusable.message);
  });
});

describe("permission groups", () => {
  let lead: string;
  beforeAll(async () => {
    // Fresh sessions: the invitation's expiry moved the clock past every earlier session's idle limit.
    owner = await signIn(app, "owner@shop.test");
    const paths = ["settings.group.new", "settings.group.edit", "settings.group.delete", "settings.users.list", "sales.list"];
    const { envelope } = await call(app, "POST", "/api/settings/groups", { token: owner, body: { group: { name: "Lead", paths } } });
    groupIds.Lead = (envelope.body as PermissionGroup).id;
    lead = await signIn(app, await addUser(app, "Lead", "lead@shop.test"));
  });

  it("refuses a group with rights the maker lacks, and the owner flag to a non-owner", async () => {
    const beyond = await call(app, "POST", "/api/settings/groups", { token: lead, body: { group: { name: "Sellers", paths: ["sales.list", "sales.new"] } } });
    expect(beyond.response.statusCode).toBe(403);
    const flagged = await call(app, "POST", "/api/settings/groups", { token: lead, body: { group: { name: "Bosses", paths: [], isOwner: true } } });
    expect(flagged.response.statusCode).toBe(403);
    const within = await call(app, "POST", "/api/settings/groups", { token: lead, body: { group: { name: "Viewers", paths: ["sales.list"] } } });
    expect(within.response.statusCode).toBe(200);
    const owned = await call(app, "POST", "/api/settings/groups", { token: owner, body: { group: { name: "Everything", paths: allPermissionPaths } } });
    expect(owned.response.statusCode).toBe(200);
  });

  it("takes a removed right away on the member's next request, and tells open screens", async () => {
    const publish = vi.spyOn(app.deps.realtime, "publish");
    const { envelope } = await call(app, "POST", "/api/settings/groups", {
      token: owner,
      body: { group: { name: "Floor", paths: ["sales.list", "customers.list"] } },
    });
    const floor = envelope.body as PermissionGroup;
    const member = await signIn(app, await addUser(app, "Floor", "floor@shop.test"));
    expect((await call(app, "GET", "/api/customers", { token: member })).response.statusCode).toBe(200);
    const edited = await call(app, "PATCH", `/api/settings/groups/${floor.id}`, { token: owner, body: { group: { paths: ["sales.list"] } } });
    expect(edited.envelope.body).toMatchObject({ members: 1 });
    expect((await call(app, "GET", "/api/customers", { token: member })).response.statusCode).toBe(403);
    expect(publish).toHaveBeenCalledWith({ entity: "groups", id: floor.id, action: "Edit" });
    const [entry] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "group"), eq(activityLogs.entityId, floor.id), eq(activityLogs.action, ActivityAction.Edit)));
    expect(entry?.details).toEqual({
      before: { name: "Floor", paths: ["sales.list", "customers.list"], isDev: false, isOwner: false },
      after: { name: "Floor", paths: ["sales.list"], isDev: false, isOwner: false },
    });
    publish.mockRestore();
  });

  it("refuses to delete a group in use, naming who is in it; deletes an empty one", async () => {
    const { response, envelope } = await call(app, "DELETE", `/api/settings/groups/${groupIds.Lead}`, { token: owner });
    expect(response.statusCode).toBe(409);
    expect(envelope.message).toBe("This group cannot be deleted while people are in it: Lead Tester.");
    const made = await call(app, "POST", "/api/settings/groups", { token: owner, body: { group: { name: "Empty", paths: [] } } });
    const gone = await call(app, "DELETE", `/api/settings/groups/${(made.envelope.body as PermissionGroup).id}`, { token: owner });
    expect(gone.response.statusCode).toBe(200);
  });

  it("refuses taking the owner flag off the last active owner's group", async () => {
    const { response } = await call(app, "PATCH", `/api/settings/groups/${groupIds.Owner}`, { token: owner, body: { group: { isOwner: false } } });
    expect(response.statusCode).toBe(409);
  });
});
