import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Attachment, type Envelope, fileRefusals, headers, permissionFromPaths } from "@washdesk/domain";
import { DEFAULT_CLIENT_TOKEN } from "../../config";
import { files, groups } from "../../platform/db/schema";
import { addUser, call, createTestApp, manualClock, signIn, type TestApp } from "../../../test/test-app";
import { multipartBody, type MultipartFilePart } from "../../../test/multipart-body";
import { createStaffUser } from "../../seed/create-user";

let app: TestApp;
let dataDir: string;
let ownerToken: string;
let cashierToken: string;
let buyerToken: string;
const clock = manualClock();
const MAX_BYTES = 64 * 1024;

const png = (width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: "#3388ff" } })
    .png()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "washdesk-files-"));
  app = await createTestApp({ config: { dataDir, maxUploadBytes: MAX_BYTES }, clock: clock.now });
  ownerToken = await signIn(app, await addUser(app, "Owner"));
  cashierToken = await signIn(app, await addUser(app, "Cashier"));
  // May attach to purchases, not to expenses.
  await app.db.insert(groups).values({ name: "Buyer", permission: permissionFromPaths(["purchases.new", "purchases.list"]) });
  await createStaffUser(app.db, { email: "buyer@shop.test", password: "correct-horse-battery", firstName: "Bea", lastName: "Buyer", groupName: "Buyer" });
  buyerToken = await signIn(app, "buyer@shop.test");
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(parts: MultipartFilePart[], options: { path?: string | null; token?: string } = {}) {
  const fields: Record<string, string> = {};
  if (options.path !== null) fields.path = options.path ?? "/attachments/expense";
  const { payload, contentType } = multipartBody(fields, parts);
  const response = await app.app.inject({
    method: "POST",
    url: "/api/aws/files",
    headers: { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${options.token ?? ownerToken}`, "content-type": contentType },
    payload,
  });
  return { response, envelope: response.json<Envelope<Attachment[] | null>>() };
}

/** Every object the disk store holds, relative to its root. */
async function storedObjects(): Promise<string[]> {
  const root = path.join(dataDir, "files");
  try {
    const entries = await readdir(root, { recursive: true });
    const found: string[] = [];
    for (const entry of entries) if ((await stat(path.join(root, entry))).isFile()) found.push(entry);
    return found.sort();
  } catch {
    return [];
  }
}
const fileRows = () => app.db.select().from(files);

const get = (url: string, extra: Record<string, string> = {}) => app.app.inject({ method: "GET", url, headers: extra });

describe("POST /api/aws/files refuses, and stores nothing", () => {
  beforeEach(async () => {
    await app.db.delete(files);
    await rm(path.join(dataDir, "files"), { recursive: true, force: true });
  });

  const refusals: [string, () => Promise<MultipartFilePart[]>, number, string][] = [
    [
      "a name with ../ in it",
      async () => [
        { name: "good.png", data: await png() },
        { name: "../../etc/evil.png", data: await png() },
      ],
      400,
      'The file name "../../etc/evil.png" may not contain a folder or "..": rename the file and try again.',
    ],
    [
      "a .png that holds text",
      async () => [
        { name: "good.pdf", data: pdf },
        { name: "photo.png", type: "image/png", data: "<html><script>alert(1)</script></html>" },
      ],
      415,
      '"photo.png" is not an image (JPEG, PNG, WebP, GIF) or a PDF: only those can be attached.',
    ],
    [
      "a file over the size limit",
      async () => [
        { name: "good.png", data: await png(10, 10) },
        { name: "huge.pdf", data: Buffer.concat([pdf, Buffer.alloc(MAX_BYTES)]) },
      ],
      413,
      '"huge.pdf" is larger than 64 KB, the most a file may be.',
    ],
    [
      "an empty part",
      async () => [
        { name: "good.png", data: await png() },
        { name: "empty.jpg", type: "image/jpeg", data: Buffer.alloc(0) },
      ],
      400,
      '"empty.jpg" is empty.',
    ],
    [
      "an image that does not decode",
      async () => [{ name: "broken.png", data: Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]) }],
      415,
      '"broken.png" could not be read as an image.',
    ],
  ];

  for (const [what, parts, status, message] of refusals) {
    it(`refuses ${what} with ${status} and a clear message`, async () => {
      const { response, envelope } = await upload(await parts());
      expect(response.statusCode).toBe(status);
      expect(envelope).toMatchObject({ isSuccess: false, message });
      expect(await storedObjects()).toEqual([]);
      expect(await fileRows()).toEqual([]);
    });
  }

  it("refuses a request without files, with a wrong path or not multipart", async () => {
    expect((await upload([])).envelope.message).toBe("Choose at least one file to upload.");
    const wrongPath = await upload([{ name: "a.pdf", data: pdf }], { path: "/../../etc" });
    expect(wrongPath.response.statusCode).toBe(400);
    expect(wrongPath.envelope.message).toBe(
      "Say where the files belong: path must be /attachments/expense, /attachments/purchase, /images/product or /images/logo.",
    );
    expect(wrongPath.envelope.code).toBe(fileRefusals.badPath.code);
    expect((await upload([{ name: "a.pdf", data: pdf }], { path: null })).response.statusCode).toBe(400);
    const json = await call(app, "POST", "/api/aws/files", { token: ownerToken, body: { files: [] } });
    expect(json.response.statusCode).toBe(400);
    expect(json.envelope.message).toBe("Send the files as multipart/form-data.");
    expect(await storedObjects()).toEqual([]);
  });

  it("refuses more files than one upload may carry", async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.pdf`, data: pdf }));
    const { response, envelope } = await upload(many);
    expect(response.statusCode).toBe(413);
    expect(envelope.message).toBe("At most 10 files can be uploaded at once.");
    expect(await storedObjects()).toEqual([]);
  });

  it("lets only those who may attach to that place upload (cashier 403; buyer: purchases yes, expenses no)", async () => {
    expect((await upload([{ name: "a.pdf", data: pdf }], { token: cashierToken })).response.statusCode).toBe(403);
    expect((await upload([{ name: "a.pdf", data: pdf }], { token: buyerToken })).response.statusCode).toBe(403);
    const ok = await upload([{ name: "a.pdf", data: pdf }], { token: buyerToken, path: "/attachments/purchase" });
    expect(ok.response.statusCode).toBe(200);
    expect((await fileRows()).map((r) => r.pathPrefix)).toEqual(["/attachments/purchase"]);
  });
});

describe("POST /api/aws/files stores and GET /api/files serves", () => {
  let image: Attachment;
  let document: Attachment;

  beforeAll(async () => {
    await app.db.delete(files);
    await rm(path.join(dataDir, "files"), { recursive: true, force: true });
    const { response, envelope } = await upload([
      { name: "Receipt März.png", type: "text/plain", data: await png() },
      { name: "invoice.pdf", type: "image/png", data: pdf },
    ]);
    expect(response.statusCode).toBe(200);
    [image, document] = envelope.body as [Attachment, Attachment];
  });

  it("answers attachment records with signed URLs; the type comes from the content, not the declared type", () => {
    expect(image).toMatchObject({ mimeType: "image/png", originalName: "Receipt März.png" });
    expect(document).toMatchObject({ mimeType: "application/pdf", originalName: "invoice.pdf" });
    expect(image.downloadURL).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    expect(image.thumbURL).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumb\?exp=\d+&sig=[\w-]+$/);
  });

  it("stores under server-chosen names, with a thumbnail for the image only", async () => {
    const objects = await storedObjects();
    expect(objects).toHaveLength(3);
    for (const key of objects) expect(key).toMatch(/^attachments\/expense\/\d{4}-\d{2}\/[0-9a-f-]{36}(\.thumb\.webp|\.png|\.pdf)$/);
    const rows = await fileRows();
    expect(rows.find((r) => r.mimeType === "application/pdf")?.thumbKey).toBeNull();
  });

  it("serves an image inline with nosniff, and its thumbnail as a small webp", async () => {
    const file = await get(image.downloadURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-disposition"]).toBe(`inline; filename="Receipt M_rz.png"; filename*=UTF-8''Receipt%20M%C3%A4rz.png`);
    const thumb = await get(image.thumbURL);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 171 });
  });

  it("serves a PDF as a download, and an icon for its preview", async () => {
    const file = await get(document.downloadURL);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="invoice.pdf"/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const thumb = await get(document.thumbURL);
    expect(thumb.headers["content-type"]).toBe("image/svg+xml");
    expect(thumb.body).toContain("PDF");
  });

  it("refuses a URL without, or with a wrong or expired signature, unless a permitted bearer asks", async () => {
    const bare = image.downloadURL.split("?")[0]!;
    expect((await get(bare)).statusCode).toBe(403);
    // Another first character of the signature, whatever it was (a fixed "A" was the same one in 1 run in 64).
    const forged = image.downloadURL.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    expect(forged).not.toBe(image.downloadURL);
    expect((await get(forged)).statusCode).toBe(403);
    expect((await get(image.thumbURL.replace("/thumb", ""))).statusCode).toBe(403);
    const asOwner = await get(bare, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${ownerToken}` });
    expect(asOwner.statusCode).toBe(200);
    const asCashier = await get(bare, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${cashierToken}` });
    expect(asCashier.statusCode).toBe(403);
    clock.advance(3 * 3600_000);
    try {
      expect((await get(image.downloadURL)).statusCode).toBe(403);
    } finally {
      clock.advance(-3 * 3600_000);
    }
  });

  it("falls back to the placeholder image when the file or its bytes are missing", async () => {
    const rows = await fileRows();
    const pngRow = rows.find((r) => r.mimeType === "image/png")!;
    await rm(path.join(dataDir, "files", pngRow.storageKey));
    const missingBytes = await get(image.downloadURL);
    expect(missingBytes.statusCode).toBe(404);
    expect(missingBytes.headers["content-type"]).toBe("image/svg+xml");
    expect(missingBytes.body).toContain("File not available");
    // An id that was never stored, with a valid signature (the owner's token gets one here).
    const unknown = await get("/api/files/00000000-0000-4000-8000-000000000000", {
      [headers.clientToken]: DEFAULT_CLIENT_TOKEN,
      authorization: `Bearer ${ownerToken}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["content-type"]).toBe("image/svg+xml");
  });
});
