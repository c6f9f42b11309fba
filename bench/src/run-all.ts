import { bundleBench } from "./bundle-bench";
import { sessionBench } from "./session-bench";

const ratio = (a: number, b: number) => (b === 0 ? "n/a" : (a / b).toFixed(2));

async function main(): Promise<void> {
  const http = await sessionBench();
  console.log(`\nHTTP (${http.database}), 10 connections, 8 s each`);
  console.table([http.anchor, http.api]);
  console.log(
    `GET /api/session vs bare route: ${ratio(http.api.requestsPerSecond, http.anchor.requestsPerSecond)}× the requests per second, ${ratio(http.api.p99Ms, http.anchor.p99Ms)}× the p99`,
  );

  const bundle = await bundleBench();
  console.log("\nJavaScript, gzip level 9");
  console.table([bundle.anchor, bundle.login]);
  console.log(`login route vs bare page: ${ratio(bundle.login.gzipBytes, bundle.anchor.gzipBytes)}× the gzip bytes`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
