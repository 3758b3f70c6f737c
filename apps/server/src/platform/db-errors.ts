/** A PostgreSQL error code on the error or its cause (drizzle and the drivers wrap each other). */
function pgError(error: unknown, code: string) {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === code) return candidate;
    e = candidate.cause;
  }
  return null;
}

/** PostgreSQL's unique_violation: the constraint's name (or the message), else null. */
export function uniqueViolation(error: unknown): string | null {
  const found = pgError(error, '23505');
  if (!found) return null;
  if (typeof found.constraint === 'string') return found.constraint;
  return typeof found.message === 'string' ? found.message : 'unique';
}

/**
 * A row another table still needs (e.g. a payment's project): foreign_key_violation, or
 * restrict_violation for an ON DELETE RESTRICT reference.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgError(error, '23503') !== null || pgError(error, '23001') !== null;
}
