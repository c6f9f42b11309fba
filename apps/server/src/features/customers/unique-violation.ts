/**
 * True when a database error (drizzle wraps the driver's error in `cause`) is a unique violation
 * (SQLSTATE 23505) of the named index. Both drivers (pg and PGlite) report `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === "object" && e !== null; depth++) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === "23505") return name === undefined || name === constraint;
    e = cause;
  }
  return false;
}
