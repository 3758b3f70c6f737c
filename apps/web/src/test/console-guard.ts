import { afterEach, beforeEach, vi } from 'vitest';

/**
 * House style: "console.error in a unit test fails it". Calls are collected and fail the test in
 * afterEach; a test that expects an error takes them with `takeConsoleErrors()`.
 */
let captured: unknown[][] = [];

const describeArg = (arg: unknown) =>
  arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === 'string' ? arg : String(arg);
const format = (...args: unknown[]) => args.map(describeArg).join(' ');

export function takeConsoleErrors(): unknown[][] {
  const taken = captured;
  captured = [];
  return taken;
}

export function installConsoleGuard() {
  beforeEach(() => {
    captured = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      captured.push(args);
    });
  });
  afterEach(() => {
    const errors = takeConsoleErrors();
    if (errors.length > 0) {
      throw new Error(
        `console.error was called ${errors.length} time(s):\n${errors.map((args) => format(...args)).join('\n---\n')}`,
      );
    }
  });
}
