import { settingsRefusals } from "@washdesk/domain";
import { refusalError } from "../errors";

/**
 * The dotted paths of the fields a change sends ("stripe.secretKey"), down to `depth` levels:
 * what a server-set check and the activity log name.
 */
export function sentPaths(input: Record<string, unknown>, depth = 2, prefix = ""): string[] {
  return Object.entries(input).flatMap(([name, value]) => {
    if (value === undefined) return [];
    const path = prefix + name;
    const nested = depth > 1 && value !== null && typeof value === "object" && !Array.isArray(value);
    return nested ? sentPaths(value as Record<string, unknown>, depth - 1, `${path}.`) : [path];
  });
}

/**
 * Refuses a change to a value the server's environment sets: it would be overridden at once, so
 * the screen shows it read-only and the server says where it is changed.
 */
export function refuseServerSet(input: Record<string, unknown>, setByServer: readonly string[], labelOf: (path: string) => string): void {
  const paths = sentPaths(input);
  const hit = setByServer.find((fixed) => paths.some((path) => path === fixed || path.startsWith(`${fixed}.`)));
  if (hit) throw refusalError(settingsRefusals.setByServer(labelOf(hit)), hit);
}

/** Sets the value at a dotted path of a copy (the audit's masking). */
function withPath(value: Record<string, unknown>, path: string, replace: (old: unknown) => unknown): Record<string, unknown> {
  const [head, ...rest] = path.split(".");
  if (head === undefined || !(head in value)) return value;
  const inner = value[head];
  if (rest.length === 0) return { ...value, [head]: replace(inner) };
  return inner !== null && typeof inner === "object" ? { ...value, [head]: withPath(inner as Record<string, unknown>, rest.join("."), replace) } : value;
}

/**
 * The activity log's details of a settings change: the section's value before and after, with
 * each secret shown only as set or not set, and the fields that changed.
 */
export function settingsChangeDetails(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secretPaths: readonly string[],
  mask: (stored: unknown) => string,
): Record<string, unknown> {
  const masked = (value: Record<string, unknown>) => secretPaths.reduce((current, path) => withPath(current, path, mask), value);
  const changed = sentPaths(after, 3).filter((path) => JSON.stringify(valueAt(before, path)) !== JSON.stringify(valueAt(after, path)));
  return { before: masked(before), after: masked(after), changed };
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((current, name) => (current !== null && typeof current === "object" ? (current as Record<string, unknown>)[name] : undefined), value);
}
