/**
 * An activity entry's details made readable: the fields its before and after differ in
 * ("Name: Sam → Sam Lee"), and its other notes ("Recipient: sam@example.com"). Entries record
 * details in their own shapes, so this reads any JSON and leaves out what did not change.
 */
export interface ActivityChange {
  field: string;
  before: string;
  after: string;
}

export interface ActivityNote {
  field: string;
  value: string;
}

const EMPTY = "(empty)";
const MAX_TEXT = 120;

/** "firstName" → "First name", "outboxId" → "Outbox id", "tax_rate" → "Tax rate". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in a line: text as it is, lists and objects shortly, nothing as "(empty)". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const text =
    typeof value === "string" || typeof value === "number"
      ? String(value)
      : Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)
        ? value.join(", ")
        : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose value differs between details.before and details.after, in the order they were written. */
export function activityChanges(details: Record<string, unknown> | null): ActivityChange[] {
  if (!details) return [];
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  if (!isRecord(details.before) && !isRecord(details.after)) return [];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]))
    .map((key) => ({ field: fieldLabel(key), before: valueText(before[key]), after: valueText(after[key]) }));
}

/** Everything else the entry noted, besides its before and after. */
export function activityNotes(details: Record<string, unknown> | null): ActivityNote[] {
  if (!details) return [];
  return Object.entries(details)
    .filter(([key]) => key !== "before" && key !== "after")
    .map(([key, value]) => ({ field: fieldLabel(key), value: valueText(value) }));
}
