let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The most common passwords of public breach lists (about 49,000, from the zxcvbn-ts common
 * dictionary, shipped in the package: nothing is fetched). Loaded at the first password change,
 * not at start-up, since unpacking the list takes a moment.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())));
  return common;
}

/** Whether a password is one of those, case aside ("Password" is "password"). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
