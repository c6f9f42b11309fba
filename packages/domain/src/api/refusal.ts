// Refusals: the words a person reads and the code a program reads, kept together. Plain values and
// functions (no schema library), so a screen can use them on its first load.

/**
 * What kind of "no" a refusal is, which the server turns into the HTTP code: "invalid", the request
 * itself is wrong (400); "conflict", the record's state refuses it now (409); "notFound" (404);
 * "signedOut", no live session (401); "denied", this person may not (403); "tooLarge", a file over
 * the limit (413); "unsupported", a file of a type not taken (415); "tooMany", too many attempts (429).
 */
export type RefusalKind = "invalid" | "conflict" | "notFound" | "signedOut" | "denied" | "tooLarge" | "unsupported" | "tooMany";

/**
 * One refusal. `code` is stable and machine-readable, "area.reason" in lowerCamel after the dot
 * ("sale.alreadyPaid", "register.sessionClosed", "session.expired"): programs decide on it, never
 * on `message`, which is the sentence shown and may be reworded.
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly kind: RefusalKind;
  /** The form field the refusal is about, when there is one. */
  readonly field?: string;
}

/**
 * Codes of failures no rule table names: the request's schema refused it (the first message, every
 * field in body.fields), or a 400/409 without a code of its own, or the answers of the session,
 * the permissions, a missing record, a rate limit, a failure of the server, and (client side) no
 * answer at all.
 */
export const ErrorCode = {
  validation: "validation",
  invalid: "request.invalid",
  conflict: "request.conflict",
  notFound: "request.notFound",
  tooManyRequests: "request.tooMany",
  sessionExpired: "session.expired",
  accessDenied: "access.denied",
  unexpected: "server.unexpected",
  network: "network.unreachable",
} as const;

type Words = string | ((...args: never[]) => string);
interface Entry {
  readonly kind: RefusalKind;
  readonly message: Words;
  readonly field?: string;
}

/** A table entry: a refusal, or for words with values a function making one; both carry the code. */
export type TableRefusal<E extends Entry> = E["message"] extends (...args: infer P) => string ? ((...args: P) => Refusal) & { readonly code: string } : Refusal;

export type RefusalTable<T extends Record<string, Entry>> = { readonly [K in keyof T]: TableRefusal<T[K]> };

/**
 * A feature's refusals, each code made from the area and the entry's name, so codes are unique
 * within an area and do not drift from the entries' names.
 */
export function refusalTable<const T extends Record<string, Entry>>(area: string, entries: T): RefusalTable<T> {
  const table: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const code = `${area}.${name}`;
    const make = (message: string): Refusal => ({ code, message, kind: entry.kind, ...(entry.field ? { field: entry.field } : {}) });
    const { message } = entry;
    table[name] = typeof message === "function" ? Object.assign((...args: never[]) => make(message(...args)), { code }) : make(message);
  }
  return table as RefusalTable<T>;
}

/** A rule's answer: what to do, or the refusal to give. */
export type Planned<T> = { readonly ok: true; readonly plan: T } | { readonly ok: false; readonly refusal: Refusal };

export const planned = <T>(plan: T): Planned<T> => ({ ok: true, plan });
export const refused = <T = never>(refusal: Refusal): Planned<T> => ({ ok: false, refusal });
