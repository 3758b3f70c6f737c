import { afterEach, vi } from 'vitest';

// Style guide: a console.error in a test is a failure, not noise.
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  if (calls.length > 0) {
    const first = calls.map((c) => c.map(String).join(' ')).join('\n');
    errorSpy.mockClear();
    throw new Error(`console.error was called:\n${first}`);
  }
});
