/** The shortest password a person may choose. */
export const PASSWORD_MIN_LENGTH = 8;

/** A PIN is this many digits. */
export const PIN_LENGTH = 4;

/**
 * Wrong passwords from one address that lock that address out of one account (sign-in, password
 * and PIN changes count together). Other addresses are not affected, so nobody can lock a
 * colleague out from their own device.
 */
export const PASSWORD_TRIES_BEFORE_LOCK = 10;

/** How long such a lock lasts, and how long a failure is remembered: the count starts over after it. */
export const PASSWORD_LOCK_MINUTES = 30;

/**
 * The shortest name or e-mail part a new password may not contain: shorter ones ("Al", "jo") are
 * inside too many ordinary words to refuse them.
 */
export const PERSONAL_PART_MIN_LENGTH = 3;

export interface PasswordOwner {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The parts of a person that a password of theirs may not contain, lower-cased: first and last
 * name, the e-mail's local part and its words ("robin.lane" gives "robin.lane", "robin", "lane").
 */
export function personalParts(owner: PasswordOwner): string[] {
  const local = owner.email.split("@")[0] ?? "";
  const parts = [owner.firstName, owner.lastName, local, ...local.split(/[^\p{L}\p{N}]+/u)].map((part) => part.trim().toLowerCase());
  return [...new Set(parts.filter((part) => part.length >= PERSONAL_PART_MIN_LENGTH))];
}

/** Whether a new password contains the person's name or e-mail (case aside). */
export function passwordIsPersonal(password: string, owner: PasswordOwner): boolean {
  const text = password.toLowerCase();
  return personalParts(owner).some((part) => text.includes(part));
}
