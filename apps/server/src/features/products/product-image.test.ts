import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  catalogMessages,
  headers,
  permissionFromPaths,
  productRefusals,
  type Attachment,
  type Envelope,
  type Product,
  type ProductPage,
  type ProductSearchAnswer,
} from "@washdesk/domain";
import { DEFAULT_CLIENT_TOKEN } from "../../config";
import { groups, products } from "../../platform/db/schema";
import { addUser, call, createTestApp, signIn, type TestApp } from "../../../test/test-app";
import { multipartBody, type MultipartFilePart } from "../../../test/multipart-body";
import { createProduct, serviceInput, standardInput } from "./product-fixtures";

let app: TestApp;
let dataDir: string;
let owner: string;
let cashier: string;

const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#2266cc" } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "washdesk-product-images-"));
  app = await createTestApp({ config: { dataDir } });
  owner = await signIn(app, await addUser(app, "Owner"));
  cashier = await signIn(app, await addUser(app, "Cashier"));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(parts: MultipartFilePart[], options: { path?: string; token?: string } = {}) {
  const { payload, contentType } = multipartBody({ path: options.path ?? "/images/product" }, parts);
  const response = await app.app.inject({
    method: "POST",
    url: "/api/aws/files",
    headers: { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${options.token ?? owner}`, "content-type": contentType },
    payload,
  });
  return { response, envelope: response.json<Envelope<Attachment[] | null>>() };
}

async function uploadPicture(name = "foam.jpg"): Promise<Attachment> {
  const { response, envelope } = await upload([{ name, type: "image/jpeg", data: await jpeg() }]);
  expect(response.statusCode, envelope.message).toBe(200);
  return envelope.body![0]!;
}

const get = (url: string, extra: Record<string, string> = {}) => app.app.inject({ method: "GET", url, headers: extra });
const storedImage = async (id: string) => (await app.db.select({ image: products.image }).from(products).where(eq(products.id, id)))[0]?.image;
const SIGNED_FILE = /^\/api\/files\/([0-9a-f-]{36})\?exp=\d+&sig=[\w-]+$/;
const SIGNED_THUMB = /^\/api\/files\/([0-9a-f-]{36})\/thumb\?exp=\d+&sig=[\w-]+$/;

describe("a product's picture", () => {
  it("is uploaded, kept as its canonical URL, and answered signed with a working thumbnail", async () => {
    const picture = await uploadPicture();
    expect(picture).toMatchObject({ mimeType: "image/jpeg", originalName: "foam.jpg" });
    const fileId = SIGNED_FILE.exec(picture.downloadURL)?.[1];

    const product = await createProduct(app, owner, serviceInput({ name: "Foam Cannon Wash", image: picture.downloadURL }));
    expect(product.image).toMatch(SIGNED_FILE);
    expect(product.imageThumbURL).toMatch(SIGNED_THUMB);
    // Stored unsigned: a signature expires, the record must not.
    expect(await storedImage(product.id)).toBe(`/api/files/${fileId}`);

    const { envelope } = await call(app, "GET", "/api/products?search=Foam%20Cannon", { token: owner });
    const [item] = (envelope.body as ProductPage).items;
    expect(item?.imageThumbURL).toMatch(SIGNED_THUMB);
    const thumb = await get(item!.imageThumbURL!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 192 });
    const full = await get(item!.image!);
    expect(full.statusCode).toBe(200);
    expect(full.headers["content-type"]).toBe("image/jpeg");

    const one = await call(app, "GET", `/api/products/${product.id}`, { token: owner });
    expect((one.envelope.body as Product).imageThumbURL).toMatch(SIGNED_THUMB);
    const search = await call(app, "GET", "/api/search/product?text=foam%20cannon&project=_id,name,image", { token: owner });
    const [result] = (search.envelope.body as ProductSearchAnswer).results;
    expect(result).toEqual({
      id: product.id,
      _id: product.id,
      name: "Foam Cannon Wash",
      image: expect.stringMatching(SIGNED_FILE),
      imageThumbURL: expect.stringMatching(SIGNED_THUMB),
    });
  });

  it("stays when the form sends the signed URL back, changes to a new upload, and goes with null", async () => {
    const product = await createProduct(app, owner, standardInput({ name: "Tire Gel", image: (await uploadPicture("gel.jpg")).downloadURL }));
    const before = await storedImage(product.id);
    const patch = (image: string | null) =>
      call(app, "PATCH", `/api/products/${product.id}`, { token: owner, body: { product: standardInput({ name: "Tire Gel", code: product.code, image }) } });

    expect((await patch(product.image)).response.statusCode).toBe(200);
    expect(await storedImage(product.id)).toBe(before);

    const replacement = await uploadPicture("gel-2.jpg");
    const changed = await patch(replacement.downloadURL);
    expect(changed.response.statusCode).toBe(200);
    expect(await storedImage(product.id)).toBe(replacement.downloadURL.split("?")[0]);

    const removed = await patch(null);
    expect(removed.envelope.body).toMatchObject({ image: null, imageThumbURL: null });
    expect(await storedImage(product.id)).toBeNull();
  });

  it("must be a file uploaded here as a product picture, with the field named", async () => {
    const { payload, contentType } = multipartBody({ path: "/attachments/expense" }, [{ name: "receipt.jpg", data: await jpeg() }]);
    const receiptUpload = await app.app.inject({
      method: "POST",
      url: "/api/aws/files",
      headers: { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${owner}`, "content-type": contentType },
      payload,
    });
    const receipt = receiptUpload.json<Envelope<Attachment[]>>().body[0]!;
    const before = await app.db.$count(products);
    const cases: [string, string, string][] = [
      ["https://cdn.example.com/wash.png", catalogMessages.image, "validation"],
      ["/api/files/00000000-0000-4000-8000-000000000000", productRefusals.imageUnknown.message, productRefusals.imageUnknown.code],
      [receipt.downloadURL, productRefusals.imageWrongPlace.message, productRefusals.imageWrongPlace.code],
    ];
    for (const [image, message, code] of cases) {
      const { response, envelope } = await call(app, "POST", "/api/products", { token: owner, body: { product: serviceInput({ image }) } });
      expect(response.statusCode, image).toBe(400);
      expect(envelope.message).toBe(message);
      expect(envelope.code).toBe(code);
      expect(envelope.body).toEqual({ fields: [{ field: "product.image", message }] });
    }
    expect(await app.db.$count(products)).toBe(before);
  });
});

describe("POST /api/aws/files with path /images/product", () => {
  it("refuses what is not a JPEG, PNG or WebP picture", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const cases: [MultipartFilePart, string][] = [
      [
        { name: "menu.pdf", type: "image/png", data: Buffer.from("%PDF-1.4\n%%EOF\n") },
        `"menu.pdf" is not a JPEG, PNG or WebP image: only those can be a product's picture.`,
      ],
      [{ name: "spin.gif", data: gif }, `"spin.gif" is not a JPEG, PNG or WebP image: only those can be a product's picture.`],
      [{ name: "notes.png", type: "image/png", data: "just text" }, `"notes.png" is not a JPEG, PNG or WebP image: only those can be a product's picture.`],
    ];
    for (const [part, message] of cases) {
      const { response, envelope } = await upload([part]);
      expect(response.statusCode, part.name).toBe(415);
      expect(envelope.message).toBe(message);
    }
  });

  it("takes one picture of at most 5 MB", async () => {
    const two = await upload([
      { name: "a.jpg", data: await jpeg(10, 10) },
      { name: "b.jpg", data: await jpeg(10, 10) },
    ]);
    expect(two.response.statusCode).toBe(400);
    expect(two.envelope.message).toBe("Only one file can be uploaded here at a time.");
    const huge = Buffer.concat([await jpeg(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload([{ name: "huge.jpg", data: huge }]);
    expect(large.response.statusCode).toBe(413);
    expect(large.envelope.message).toBe('"huge.jpg" is larger than 5 MB, the most a file may be.');
  });

  it("is refused (403) to a cashier, who may neither add nor edit products", async () => {
    const { response } = await upload([{ name: "foam.jpg", data: await jpeg(10, 10) }], { token: cashier });
    expect(response.statusCode).toBe(403);
  });

  it("lets those who may look products up (the cashier at the POS) fetch a picture by bearer token, not a bookkeeper", async () => {
    await app.db.insert(groups).values({ name: "Bookkeeper", permission: permissionFromPaths(["expenses.list", "expenses.new", "purchases.list"]) });
    const bookkeeper = await signIn(app, await addUser(app, "Bookkeeper"));
    const picture = await uploadPicture("bearer.jpg");
    const bare = picture.downloadURL.split("?")[0]!;
    const as = (token: string) => get(bare, { [headers.clientToken]: DEFAULT_CLIENT_TOKEN, authorization: `Bearer ${token}` });
    expect((await as(owner)).statusCode).toBe(200);
    expect((await as(cashier)).statusCode).toBe(200);
    expect((await as(bookkeeper)).statusCode).toBe(403);
    expect((await get(bare)).statusCode).toBe(403);
    // Nor may a bookkeeper upload one.
    expect((await upload([{ name: "x.jpg", data: await jpeg(10, 10) }], { token: bookkeeper })).response.statusCode).toBe(403);
  });
});
