/** Where the access token and the last-activity time survive a page reload (docs/product.md §4). */
export const tokenKey = "washdesk.token";
export const lastActivityKey = "washdesk.lastActivity";

export function readStoredToken(): string | null {
  return localStorage.getItem(tokenKey);
}

/** Keeps the token and records now as the last activity, as every rotation does. */
export function storeToken(token: string, now: number = Date.now()): void {
  localStorage.setItem(tokenKey, token);
  localStorage.setItem(lastActivityKey, String(now));
}

export function removeStoredToken(): void {
  localStorage.removeItem(tokenKey);
  localStorage.removeItem(lastActivityKey);
}
