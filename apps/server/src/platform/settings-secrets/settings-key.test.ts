import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateSettingsKey, parseSettingsKey } from "./settings-key";
import { openSecret, sealSecret } from "./secret-box";

describe("the settings key", () => {
  it("is generated once into the data directory, private to the server's user, and read back after", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "settings-key-"));
    const first = loadOrCreateSettingsKey(dir);
    expect(first.created).toBe(true);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    const again = loadOrCreateSettingsKey(dir);
    expect(again.created).toBe(false);
    expect(again.key.equals(first.key)).toBe(true);
    expect(readFileSync(first.file, "utf8")).not.toBe("");
  });

  it("takes SETTINGS_KEY as 64 hex digits or base64 of 32 bytes, and nothing weaker", () => {
    expect(parseSettingsKey("ab".repeat(32))).toHaveLength(32);
    expect(parseSettingsKey(Buffer.alloc(32, 9).toString("base64"))).toHaveLength(32);
    expect(() => parseSettingsKey("password")).toThrow(/32 bytes/);
  });

  it("seals a secret so the sealed text does not contain it and a fresh seal differs each time", () => {
    const key = Buffer.alloc(32, 3);
    const a = sealSecret(key, "smtp.password", "hunter2-secret");
    const b = sealSecret(key, "smtp.password", "hunter2-secret");
    expect(a).not.toContain("hunter2");
    expect(a).not.toBe(b);
    expect(openSecret(key, "smtp.password", a)).toBe("hunter2-secret");
    // Tampering is caught by the authentication tag. One bit of the ciphertext's first byte is
    // flipped: changing the text's last characters may change no byte at all (base64's last
    // character carries only some bits), which let this check pass by chance.
    const parts = a.split(".");
    const data = Buffer.from(parts[3]!, "base64url");
    data[0] = data[0]! ^ 1;
    const tampered = [...parts.slice(0, 3), data.toString("base64url")].join(".");
    expect(tampered).not.toBe(a);
    expect(() => openSecret(key, "smtp.password", tampered)).toThrow();
  });
});
