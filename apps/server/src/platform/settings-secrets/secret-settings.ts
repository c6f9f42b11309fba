import { secretSettingWords, type SecretChange, type SecretState } from "@washdesk/domain";
import { isSealedSecret, openSecret, sealSecret, type SealedSecret } from "./secret-box";

// What every settings section does with its secrets and with the values the server's environment
// sets (docs/product.md §2 /settings/system): sealed at rest, answered only as "set", masked in the
// activity log, and server-set values refused on a change.

/** The key secrets are sealed with; a server started without one cannot store a secret. */
export function requireSettingsKey(key: Buffer | undefined): Buffer {
  if (!key) throw new Error("no settings key: set SETTINGS_KEY or start the server with a data directory");
  return key;
}

/** The stored value after a change: sealed anew when replaced, null when cleared, as it was when left out. */
export function applySecretChange(key: Buffer | undefined, name: string, stored: SealedSecret | null, change: SecretChange): SealedSecret | null {
  if (change === undefined) return stored;
  if (change === null) return null;
  return sealSecret(requireSettingsKey(key), name, change);
}

/** What an answer says of a secret: set by the environment or stored, never its value. */
export function secretState(stored: unknown, fromEnvironment: string | undefined): SecretState {
  return { isSet: fromEnvironment !== undefined || isSealedSecret(stored) };
}

/** A secret in use: the environment's value first, else the stored one opened; null when neither. */
export function secretValue(key: Buffer | undefined, name: string, stored: unknown, fromEnvironment: string | undefined): string | null {
  if (fromEnvironment !== undefined) return fromEnvironment;
  return isSealedSecret(stored) ? openSecret(requireSettingsKey(key), name, stored) : null;
}

/** A stored secret as the activity log shows it: whether one was set, nothing of its value. */
export const maskSecret = (stored: unknown): string => (isSealedSecret(stored) ? secretSettingWords.maskedSet : secretSettingWords.maskedNotSet);
