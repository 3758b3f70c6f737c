/**
 * Counts the SQL statements the app sends (issue 19: "no request ever above a fixed number of
 * statements regardless of data size"). The test app's database reports every statement through the
 * driver (PGlite and node-postgres alike, BEGIN/COMMIT included: see `OpenOptions.onStatement`), so a
 * test measures one request with:
 *
 *   const { count, statements } = await t.statements.during(() => t.app.inject({ ... }));
 *
 * and asserts `count` against a fixed number at two data sizes. Requests run one at a time in tests,
 * so everything counted between start and end belongs to the request.
 */
export class StatementCounter {
  private recording: string[] | null = null;

  /** Wired into the database's `onStatement`. */
  readonly record = (sql: string) => {
    this.recording?.push(sql);
  };

  async during<T>(run: () => Promise<T>): Promise<{ result: T; count: number; statements: string[] }> {
    const statements: string[] = [];
    this.recording = statements;
    try {
      const result = await run();
      return { result, count: statements.length, statements };
    } finally {
      this.recording = null;
    }
  }
}
