/** PostgreSQL's SQLSTATE for a unique index or constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a query failed on a unique index. Drizzle wraps the driver's error (PGlite's and
 * node-postgres's both carry `code`), so the chain of causes is read, a few levels deep.
 */
export function isUniqueViolation(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && typeof cause === 'object' && cause !== null; depth += 1) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
