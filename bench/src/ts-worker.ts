import { Worker } from "node:worker_threads";

/**
 * A worker thread running one of the bench's TypeScript files. A worker's entry is not passed
 * through the parent's TypeScript loader, so the worker loads the file through tsx itself.
 */
export function tsWorker(file: URL, workerData: unknown): Worker {
  const entry = JSON.stringify(file.href);
  return new Worker(`import("tsx/esm/api").then(({ tsImport }) => tsImport(${entry}, ${entry}))`, { eval: true, workerData });
}
