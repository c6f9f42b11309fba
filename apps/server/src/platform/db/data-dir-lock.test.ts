import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "washdesk-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the embedded data directory lock", () => {
  it("refuses a directory that another live process holds", () => {
    const dir = newDir();
    // The parent of this test process is alive and is not us: it stands for another server.
    writeFileSync(path.join(dir, "washdesk.pid"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another WashDesk process/);
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dir = newDir();
    writeFileSync(path.join(dir, "washdesk.pid"), "999999");
    const unlock = lockDataDir(dir);
    unlock();
    const again = lockDataDir(dir);
    again();
  });
});
