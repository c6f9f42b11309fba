import { useCallback, useState } from "react";

/**
 * One Idempotency-Key per user intent (one sale, one payment, one refund). It stays the same across
 * a double click, the API client's automatic retries and a retry after a refusal, so the server sees
 * a repeat, not a second charge; it is renewed only once the server has answered with success.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
}
