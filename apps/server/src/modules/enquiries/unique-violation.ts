// A copy of accounts/unique-violation.ts (modules may not import each other's internals); the lead may
// move both to platform/ at merge.
/** PostgreSQL's unique_violation, found on the error or its cause (drizzle wraps driver errors). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      return typeof candidate.message === 'string' ? candidate.message : 'unique';
    }
    e = candidate.cause;
  }
  return null;
}
