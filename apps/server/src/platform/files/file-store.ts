import path from "node:path";
import type { Config } from "../../config";
import { DiskFileStore } from "./disk-file-store";
import { S3FileStore } from "./s3-file-store";

/**
 * Where attachment bytes live: local disk by default, an S3-compatible bucket when S3_* is set.
 * Keys are chosen by the server (random), never from a file's name.
 */
export interface FileStore {
  readonly kind: "disk" | "s3";
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export function createFileStore(config: Pick<Config, "dataDir" | "s3">): FileStore {
  if (config.s3) return new S3FileStore(config.s3);
  return new DiskFileStore(path.join(config.dataDir, "files"));
}
