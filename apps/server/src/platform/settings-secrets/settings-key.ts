import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The file in the data directory that holds a generated settings key. */
export const SETTINGS_KEY_FILE = "settings.key";

const KEY_BYTES = 32;

/**
 * SETTINGS_KEY as 64 hexadecimal digits or 32 bytes in base64 (base64url too): exactly an
 * AES-256 key, so nothing is stretched from a weak word.
 */
export function parseSettingsKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64");
  if (key.length !== KEY_BYTES) throw new Error("SETTINGS_KEY must be 32 bytes: 64 hexadecimal digits or base64 (openssl rand -base64 32)");
  return key;
}

export interface LoadedSettingsKey {
  key: Buffer;
  /** True when this start generated the key: the log says to back it up. */
  created: boolean;
  file: string;
}

/**
 * The key kept in DATA_DIR/settings.key, generated on first use (mode 0600). Without it the
 * stored secrets cannot be opened, so it must be backed up with the database; several servers on
 * one database must share one key, which SETTINGS_KEY gives them.
 */
export function loadOrCreateSettingsKey(dataDir: string): LoadedSettingsKey {
  const file = path.join(dataDir, SETTINGS_KEY_FILE);
  try {
    return { key: parseSettingsKey(readFileSync(file, "utf8")), created: false, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      throw new Error(`${file} cannot be read as a settings key: ${(error as Error).message}`, { cause: error });
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // "wx": two processes starting together never overwrite each other's key.
  try {
    writeFileSync(file, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return { key: parseSettingsKey(readFileSync(file, "utf8")), created: false, file };
    throw error;
  }
  return { key, created: true, file };
}

export const settingsKeyWarning = (file: string) =>
  `Generated a settings key in ${file}: stored secrets (payment and message provider keys) are encrypted with it. Back it up with the database, or set SETTINGS_KEY; without it those secrets cannot be read.`;

/** The bytes of DATA_DIR/settings.key when there is one: a backup carries them (platform/backup). */
export async function readSettingsKeyFile(dataDir: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path.join(dataDir, SETTINGS_KEY_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
