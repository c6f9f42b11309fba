export interface RetryPolicy {
  /** After this many attempts a message that still fails is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it… */
  baseDelayMs: number;
  /** …up to this, so a provider that is down for a morning is retried at least hourly. */
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 3_600_000 };

/** How long to wait after the given number of failed attempts: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}
