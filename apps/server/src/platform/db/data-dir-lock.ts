import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite has no server to arbitrate: two processes opening one data directory corrupt it.
 * A pid file refuses the second process while the first is alive, and a stale file is taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "washdesk.pid");
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The data directory ${dir} is in use by another WashDesk process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
