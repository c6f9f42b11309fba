/** Separators people type or a mask inserts; they carry no meaning. */
const SEPARATORS = /[\s\-.()]/g;

/** The 10 bare digits of a US phone number ("+1 555 123 4567" → "5551234567"), or null when it is not one. */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(SEPARATORS, "");
  const match = /^(?:\+?1)?(\d{10})$/.exec(compact);
  return match?.[1] ?? null;
}

/** "+1 555 123 4567", the form the customer dialog's mask shows; input that is not a phone comes back unchanged. */
export function formatPhone(digits: string): string {
  const bare = normalizePhone(digits);
  if (bare === null) return digits;
  return `+1 ${bare.slice(0, 3)} ${bare.slice(3, 6)} ${bare.slice(6)}`;
}

export function isPhone(raw: string): boolean {
  return normalizePhone(raw) !== null;
}
