import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { defaultPaymentProfile } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { activityLogs } from "../../platform/db/schema";

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});

afterAll(() => app.close());

const URL = "/api/settings/payment-profile";

describe("payment profile: the tip presets", () => {
  it("offers 15, 20 and 25 % until the shop chooses, to anyone who sells at the counter", async () => {
    const read = await call(app, "GET", URL, { token: cashier });
    expect(read.response.statusCode, read.envelope.message).toBe(200);
    expect(read.envelope.body).toEqual({ tipPresets: { kind: "percent", values: [15_000, 20_000, 25_000] } });
    expect(read.envelope.body).toEqual(defaultPaymentProfile);
    expect((await call(app, "GET", URL)).response.statusCode).toBe(401);
  });

  it("is changed only with settings.system.paymentProfile, and every reader sees the change", async () => {
    const presets = { tipPresets: { kind: "amount", values: [200, 500, 1000] } };
    expect((await call(app, "PATCH", URL, { token: cashier, body: presets })).response.statusCode).toBe(403);
    // A manager has every setting but this one (docs/product.md §6).
    expect((await call(app, "PATCH", URL, { token: manager, body: presets })).response.statusCode).toBe(403);

    const saved = await call(app, "PATCH", URL, { token: owner, body: presets });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.message).toBe("Settings saved.");
    expect(saved.envelope.body).toEqual(presets);
    expect((await call(app, "GET", URL, { token: cashier })).envelope.body).toEqual(presets);
    const logged = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "paymentProfile")));
    expect(logged).toHaveLength(1);

    await call(app, "PATCH", URL, { token: owner, body: defaultPaymentProfile });
  });

  it("refuses presets the prompt cannot show, on the field they concern", async () => {
    const empty = await call(app, "PATCH", URL, { token: owner, body: { tipPresets: { kind: "percent", values: [] } } });
    expect(empty.response.statusCode).toBe(400);
    expect(empty.envelope.message).toBe("Give at least one tip preset.");
    const tooMuch = await call(app, "PATCH", URL, { token: owner, body: { tipPresets: { kind: "percent", values: [15_000, 150_000] } } });
    expect(tooMuch.response.statusCode).toBe(400);
    expect(tooMuch.envelope.message).toBe("A tip preset can't be more than 100%.");
    expect((await call(app, "GET", URL, { token: owner })).envelope.body).toEqual(defaultPaymentProfile);
  });
});
