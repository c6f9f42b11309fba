import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3FileStore } from "./s3-file-store";
import { createFileStore } from "./file-store";
import { DiskFileStore } from "./disk-file-store";
import { loadConfig } from "../../config";

// A stand-in for an S3-compatible service (path-style, as MinIO is used): PUT, GET and DELETE of objects.
let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const requests: string[] = [];

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const key = decodeURIComponent((request.url ?? "").split("?")[0]!);
      requests.push(`${request.method} ${key}`);
      if (request.method === "PUT") {
        objects.set(key, { body: await bodyOf(request), type: String(request.headers["content-type"]) });
        response.writeHead(200, { etag: '"1"' }).end();
      } else if (request.method === "GET") {
        const found = objects.get(key);
        if (!found) {
          response
            .writeHead(404, { "content-type": "application/xml" })
            .end(
              `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
            );
          return;
        }
        response.writeHead(200, { "content-type": found.type, "content-length": found.body.length }).end(found.body);
      } else if (request.method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the S3 file store", () => {
  it("puts, gets and deletes objects in the bucket, path-style; a missing key is null", async () => {
    const store = new S3FileStore({
      bucket: "receipts",
      region: "us-east-1",
      endpoint,
      credentials: { accessKeyId: "test", secretAccessKey: "test-secret" },
      forcePathStyle: true,
    });
    const data = Buffer.from("%PDF-1.4 test");
    await store.put("attachments/expense/2026-06/a.pdf", data, "application/pdf");
    expect(objects.get("/receipts/attachments/expense/2026-06/a.pdf")).toMatchObject({ type: "application/pdf" });
    expect((await store.get("attachments/expense/2026-06/a.pdf"))?.equals(data)).toBe(true);
    await store.delete("attachments/expense/2026-06/a.pdf");
    expect(await store.get("attachments/expense/2026-06/a.pdf")).toBeNull();
    expect(requests).toEqual([
      "PUT /receipts/attachments/expense/2026-06/a.pdf",
      "GET /receipts/attachments/expense/2026-06/a.pdf",
      "DELETE /receipts/attachments/expense/2026-06/a.pdf",
      "GET /receipts/attachments/expense/2026-06/a.pdf",
    ]);
  });

  it("is chosen when S3 settings are given, the disk otherwise", () => {
    expect(createFileStore({ dataDir: "/tmp/x", s3: undefined })).toBeInstanceOf(DiskFileStore);
    expect(createFileStore({ dataDir: "/tmp/x", s3: { bucket: "b", region: "us-east-1", endpoint, credentials: undefined, forcePathStyle: true } }).kind).toBe(
      "s3",
    );
  });

  it("refuses a disk key that would leave the store", async () => {
    await expect(new DiskFileStore("/tmp/washdesk-store").put("../escape.txt", Buffer.from("x"))).rejects.toThrow("file key outside the store");
  });
});

describe("file settings", () => {
  it("reads S3_* (keys in pairs, path-style with an endpoint) and MAX_UPLOAD_MB", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({}).maxUploadBytes).toBe(10 * 1_048_576);
    expect(loadConfig({ MAX_UPLOAD_MB: "2.5" }).maxUploadBytes).toBe(2_621_440);
    expect(loadConfig({ S3_BUCKET: "receipts", S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }).s3).toEqual({
      bucket: "receipts",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: "receipts", S3_REGION: "eu-west-1" }).s3).toMatchObject({
      region: "eu-west-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: "receipts", S3_ACCESS_KEY_ID: "id" })).toThrow("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  });
});
