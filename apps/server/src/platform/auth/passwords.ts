import { hash, verify } from "@node-rs/argon2";

// argon2id (algorithm 2; the package's const enum cannot be imported under verbatimModuleSyntax)
// with OWASP's second recommended profile (19 MiB, 2 passes): slow for attackers, ~50 ms here.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashSecret = (secret: string) => hash(secret, options);

/** A missing hash (no password chosen yet, or none at all) matches nothing. */
export async function verifySecret(hashed: string | null, secret: string): Promise<boolean> {
  if (hashed === null) return false;
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifying against a throwaway hash makes an unknown e-mail cost as much time as a wrong password. */
export async function burnVerifyTime(secret: string): Promise<void> {
  dummy ??= hashSecret("washdesk-timing-equaliser");
  await verifySecret(await dummy, secret);
}
