// Settings that hold a secret (a card processor's secret key, a provider's password) and settings
// the server's environment sets (docs/product.md §2 /settings/system). Plain values, no schema
// library: every section of System Settings shows them the same way.

/**
 * What an answer says of a secret: whether one is set, never its value nor any part of it. A screen
 * shows "Set" and offers to replace or clear it.
 */
export interface SecretState {
  isSet: boolean;
}

/**
 * What a change sends for a secret: a new value replaces it, null clears it, and leaving the field
 * out keeps it as it is (the screen never has the value to send back).
 */
export type SecretChange = string | null | undefined;

/** The longest secret accepted: API keys and signing secrets are far shorter. */
export const SECRET_MAX_LENGTH = 500;

/** The words of secret and server-set settings, the same on every section. */
export const secretSettingWords = {
  set: "Set",
  notSet: "Not set",
  replace: "Replace",
  clear: "Clear",
  keep: "Keep",
  setByServer: "Set by the server",
  setByServerHint: "This value comes from the server's environment and can only be changed there.",
  /** What the activity log shows in place of a secret. */
  maskedSet: "•••• (set)",
  maskedNotSet: "(not set)",
  tooLong: `A secret can't be longer than ${SECRET_MAX_LENGTH} characters.`,
  blank: "Enter the new value, or choose Keep.",
} as const;

/**
 * The fields of a section set by the server's environment, by their path in the section's answer
 * ("stripe.secretKey"): shown as "Set by the server" and refused on a change.
 */
export type SetByServer = readonly string[];

export const isSetByServer = (setByServer: SetByServer | undefined, field: string): boolean => setByServer?.includes(field) ?? false;
