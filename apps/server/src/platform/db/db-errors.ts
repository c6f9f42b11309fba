/** SQLSTATE of a unique violation, as both drivers report it. */
const UNIQUE_VIOLATION = "23505";

/**
 * True when a database error is a unique violation (SQLSTATE 23505) of the named index or
 * constraint. Drizzle wraps the driver's error in `cause`, so the chain is followed a few levels;
 * node-postgres and PGlite both report `code` and `constraint` (an error without a constraint name
 * counts as a match, since the statement that failed is known to the caller).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return name === undefined || name === constraint;
    e = cause;
  }
  return false;
}

/**
 * Runs a write; a unique violation of one of the named constraints becomes the feature's own error
 * (a conflict the user can act on), anything else is thrown as it was.
 */
export async function mapUniqueViolations<T>(write: () => Promise<T>, errors: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const [constraint, toError] of Object.entries(errors)) {
      if (isUniqueViolation(error, constraint)) throw toError();
    }
    throw error;
  }
}
