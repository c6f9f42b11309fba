import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { generalSettingsWords, messages, permissionFromPaths, settingsRefusals, type GeneralSettings, type SessionData } from "@washdesk/domain";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import sharp from "sharp";
import { activityLogs, groups } from "../../platform/db/schema";

// System Settings › General: who may read and change it, the words of its rules, the activity log,
// and the session's utility and website following a change.

let app: TestApp;
let owner: string;
let manager: string;
let cashier: string;
let utilityOnly: string;

const URL = "/api/settings/general";
const read = async (token: string) => (await call(app, "GET", URL, { token })).envelope.body as GeneralSettings;
const save = (token: string, body: unknown) => call(app, "PATCH", URL, { token, body });

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, await addUser(app, "Owner"));
  manager = await signIn(app, await addUser(app, "Manager"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
  await app.db.insert(groups).values({ name: "Utility keeper", permission: permissionFromPaths(["settings.system.utility"]) });
  utilityOnly = await signIn(app, await addUser(app, "Utility keeper", "utility@shop.test"));
});
afterAll(() => app.close());

describe("general settings", () => {
  it("are read and changed with settings.system.general only", async () => {
    expect((await call(app, "GET", URL, { token: cashier })).response.statusCode).toBe(403);
    expect((await call(app, "GET", URL, { token: utilityOnly })).response.statusCode).toBe(403);
    expect((await save(cashier, { businessName: "Nope" })).response.statusCode).toBe(403);
    expect((await save(utilityOnly, { businessName: "Nope" })).response.statusCode).toBe(403);
    const settings = await read(manager);
    expect(settings).toMatchObject({
      businessName: "WashDesk",
      timeZone: "America/New_York",
      currency: "USD",
      workweekStart: "monday",
      logoUrl: "",
      setByServer: [],
    });
    expect(settings.businessHours.monday).toEqual({ closed: false, opens: "08:00", closes: "18:00" });
  });

  it("saves the fields sent, keeps the utility section's, logs before and after, and the session follows", async () => {
    await call(app, "PATCH", "/api/settings/utility", { token: owner, body: { blindClose: true } });
    const saved = await save(manager, {
      businessName: "Bubbles Car Wash",
      phone: "(555) 123-4567",
      email: "hello@bubbles.test",
      website: "bubbles.test",
      timeZone: "America/Chicago",
      workweekStart: "sunday",
      receiptFooter: "See you soon!",
      businessHours: { ...(await read(manager)).businessHours, sunday: { closed: true, opens: "08:00", closes: "18:00" } },
    });
    expect(saved.response.statusCode, saved.envelope.message).toBe(200);
    expect(saved.envelope.message).toBe("Settings saved.");
    expect(saved.envelope.body).toMatchObject({
      businessName: "Bubbles Car Wash",
      timeZone: "America/Chicago",
      website: "bubbles.test",
      receiptFooter: "See you soon!",
    });

    // The utility section's values under the same key are untouched.
    expect((await call(app, "GET", "/api/settings/utility", { token: owner })).envelope.body).toMatchObject({ blindClose: true });

    const session = (await call(app, "GET", "/api/session", { token: cashier })).envelope.body as SessionData;
    expect(session.utility).toMatchObject({ businessName: "Bubbles Car Wash", timeZone: "America/Chicago", currency: "USD", workweekStart: "sunday" });
    expect(session.website).toMatchObject({ url: "bubbles.test", email: "hello@bubbles.test", receiptFooter: "See you soon!" });

    const [logged] = await app.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, "settings"), eq(activityLogs.entityId, "general")))
      .orderBy(desc(activityLogs.id))
      .limit(1);
    const details = logged?.details as { before: GeneralSettings; after: GeneralSettings; changed: string[] };
    expect(details.before).toMatchObject({ businessName: "WashDesk", timeZone: "America/New_York" });
    expect(details.after).toMatchObject({ businessName: "Bubbles Car Wash", timeZone: "America/Chicago" });
    expect(details.changed).toEqual(expect.arrayContaining(["businessName", "timeZone", "businessHours.sunday.closed"]));
    expect(details.changed).not.toContain("address");
  });

  it("refuses what the rules refuse, in their words, on the field, and stores nothing", async () => {
    const before = await read(owner);
    const cases: [unknown, string, string][] = [
      [{ businessName: "  " }, "businessName", messages.required],
      [{ email: "not-an-address" }, "email", messages.email],
      [{ website: "not a site" }, "website", messages.website],
      [{ reviewUrl: "nope" }, "reviewUrl", messages.website],
      [{ phone: "12345" }, "phone", messages.phone],
      [{ timeZone: "Mars/Olympus" }, "timeZone", generalSettingsWords.timeZone],
      [{ currency: "EUR" }, "currency", generalSettingsWords.currency],
      [
        { businessHours: { ...before.businessHours, monday: { closed: false, opens: "18:00", closes: "08:00" } } },
        "businessHours.monday.closes",
        generalSettingsWords.closesBeforeOpens,
      ],
      [
        { businessHours: { ...before.businessHours, monday: { closed: false, opens: "25:00", closes: "26:00" } } },
        "businessHours.monday.opens",
        generalSettingsWords.time,
      ],
    ];
    for (const [body, field, words] of cases) {
      const refused = await save(owner, body);
      expect(refused.response.statusCode, field).toBe(400);
      expect(refused.envelope.message).toBe(words);
      expect((refused.envelope.body as { fields: { field: string; message: string }[] }).fields[0]).toEqual({ field, message: words });
    }
    expect(await read(owner)).toEqual(before);
  });

  it("takes a logo only from an upload to /images/logo, and serves only the current logo to anyone", async () => {
    const notUploaded = await save(owner, { logo: "/api/files/00000000-0000-4000-8000-000000000000" });
    expect(notUploaded.response.statusCode).toBe(400);
    expect(notUploaded.envelope.code).toBe(settingsRefusals.logoNotUploaded.code);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0088cc" } })
      .png()
      .toBuffer();
    const boundary = "----logo";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/images/logo\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await app.app.inject({
      method: "POST",
      url: "/api/aws/files",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner}`, "x-security-token": "washdesk-client" },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    {
      const [file] = upload.json<{ body: { downloadURL: string }[] }>().body;
      const saved = await save(owner, { logo: file?.downloadURL });
      expect(saved.response.statusCode, saved.envelope.message).toBe(200);
      const logoUrl = (saved.envelope.body as GeneralSettings).logoUrl;
      expect(logoUrl).toMatch(/^\/api\/shop\/logo\/[0-9a-f-]{36}$/);
      expect((await call(app, "GET", "/api/shop")).envelope.body).toEqual({ businessName: "Bubbles Car Wash", logoUrl });
      const image = await app.app.inject({ method: "GET", url: logoUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
    }
    const other = await app.app.inject({ method: "GET", url: "/api/shop/logo/00000000-0000-4000-8000-000000000000" });
    expect(other.statusCode).toBe(404);
    expect((await save(owner, { logo: null })).envelope.body).toMatchObject({ logoUrl: "" });
  });
});
