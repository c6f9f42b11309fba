/**
 * One spelling of every request path, made before the router sees it, so the router and every
 * guard (client header, session, permission, rate limits) read the same path: `/%61pi/session`,
 * `//api//session` and `/api/x/../session` are all `/api/session`. Case is left as it is: the
 * router tells `/API` from `/api`, and so does the guard.
 *
 * - an absolute target (`http://host/api/…`) keeps only its path, as the router reads it;
 * - percent-encoded letters, digits and `-._~` are decoded (RFC 3986 §6.2.2.2: they mean the same
 *   either way); any other encoding (`%2F`, `%20`) is left for the router, which decodes a
 *   parameter's value but never turns `%2F` into a separator;
 * - runs of slashes are one slash, and `.` and `..` segments are resolved (RFC 3986 §5.2.4).
 *
 * The query (after `?`, or `#` which the router also stops the path at) is left untouched.
 */
export function normaliseRequestTarget(target: string): string {
  const end = firstIndexOf(target, ["?", "#"]);
  const rawPath = end === -1 ? target : target.slice(0, end);
  const rest = end === -1 ? "" : target.slice(end);
  const path = stripOrigin(rawPath);
  if (!path.startsWith("/")) return target;
  const decoded = path.replace(/%([0-9a-fA-F]{2})/g, (whole, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : whole;
  });
  return `${removeDotSegments(decoded.replace(/\/{2,}/g, "/"))}${rest}`;
}

/** The path part of a target, as the router reads it; "" for one that is neither a path nor a URL. */
export function normalisedPathOf(target: string): string {
  const normalised = normaliseRequestTarget(target);
  const end = firstIndexOf(normalised, ["?", "#"]);
  return end === -1 ? normalised : normalised.slice(0, end);
}

function firstIndexOf(text: string, marks: string[]): number {
  const found = marks.map((mark) => text.indexOf(mark)).filter((index) => index !== -1);
  return found.length === 0 ? -1 : Math.min(...found);
}

/** "http://host:3000/api/x" → "/api/x"; "http://host" → "/"; a path stays as it is. */
function stripOrigin(path: string): string {
  const origin = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/]*/.exec(path);
  if (!origin) return path;
  return path.slice(origin[0].length) || "/";
}

function removeDotSegments(path: string): string {
  const kept: string[] = [];
  const segments = path.split("/").slice(1);
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === ".") {
      if (last) kept.push("");
    } else if (segment === "..") {
      kept.pop();
      if (last) kept.push("");
    } else {
      kept.push(segment);
    }
  });
  return `/${kept.join("/")}`;
}
