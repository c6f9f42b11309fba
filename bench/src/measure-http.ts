import autocannon from "autocannon";

export interface HttpResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** A fixed-duration load from this process; both sides of a comparison get the same settings. */
export async function measureHttp(name: string, url: string, headers: Record<string, string>, seconds = 8): Promise<HttpResult> {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds, pipelining: 1 });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
