import { eq } from "drizzle-orm";
import { headers, type ClockAction, type ClockPerson, type UserStatus } from "@washdesk/domain";
import { users } from "../../platform/db/schema";
import { createStaffUser } from "../../seed/create-user";
import { call, PASSWORD, signIn, type TestApp } from "../../../test/test-app";

/** Someone signed in; their token follows the server's rotations (tests move the clock by hours). */
export interface Signed {
  token: string;
}

/** A call as `who`, taking the rotated token when the answer carries one. */
export async function callAs(
  app: TestApp,
  who: Signed,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  options: { body?: unknown; ip?: string } = {},
) {
  const result = await call(app, method, url, { ...options, token: who.token });
  const rotated = result.response.headers[headers.accessToken];
  if (typeof rotated === "string") who.token = rotated;
  return result;
}

/** A staff member with a PIN (hashed as the staff screens would), signed in; answers their id and token. */
export async function addClockStaff(app: TestApp, groupName: string, firstName: string, pin: string): Promise<{ id: string; token: string; email: string }> {
  const email = `${firstName.toLowerCase()}@clock.test`;
  const { id } = await createStaffUser(app.db, { email, password: PASSWORD, firstName, lastName: "Clock", groupName, pin });
  return { id, token: await signIn(app, email), email };
}

export async function setStaffStatus(app: TestApp, userId: string, status: UserStatus): Promise<void> {
  await app.db.update(users).set({ status }).where(eq(users.id, userId));
}

export async function punchAs(
  app: TestApp,
  who: Signed,
  userId: string,
  action: ClockAction,
  extra: { pin?: string; breakKind?: "rest" | "meal"; ip?: string } = {},
) {
  const { ip, ...body } = extra;
  return callAs(app, who, "POST", "/api/time-clock/punches", { body: { userId, action, ...body }, ip });
}

/** A punch that must pass. */
export async function punchOk(
  app: TestApp,
  who: Signed,
  userId: string,
  action: ClockAction,
  extra: { pin?: string; breakKind?: "rest" | "meal" } = {},
): Promise<ClockPerson> {
  const { response, envelope } = await punchAs(app, who, userId, action, extra);
  if (response.statusCode !== 200) throw new Error(`${action}: ${envelope.message}`);
  return envelope.body as ClockPerson;
}
