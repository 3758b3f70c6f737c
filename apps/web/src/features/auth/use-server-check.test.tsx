import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors';
import { useServerCheck } from './use-server-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());
const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useServerCheck (spec §9 "Debounce 1 s for phone/email")', () => {
  it('asks once, 1 s after the value stops changing', async () => {
    const check = vi.fn((_v: string, _s: AbortSignal) => Promise.resolve(null));
    const { result, rerender } = renderHook(
      ({ value }) => useServerCheck(value, value.length > 2, check, 1000),
      {
        initialProps: { value: 'a' },
      },
    );
    expect(result.current.state).toBe('idle');
    rerender({ value: 'abc' });
    await tick(900);
    rerender({ value: 'abcd' });
    await tick(999);
    expect(check).not.toHaveBeenCalled();
    expect(result.current.state).toBe('checking');
    await tick(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]).toBe('abcd');
    expect(result.current.state).toBe('passed');
  });

  it('reports a refusal with the server message and the value it was about', async () => {
    const check = vi.fn(() => Promise.reject(new ApiError('Email already registered', { status: 409 })));
    const { result } = renderHook(() => useServerCheck('a@b.sg', true, check, 1000));
    await tick(1000);
    expect(result.current).toEqual({ state: 'failed', message: 'Email already registered', value: 'a@b.sg' });
  });

  it('does not ask about a value that fails its own rules, and a network failure is no verdict', async () => {
    const check = vi.fn(() => Promise.reject(new ApiError('Failed to process your request', { status: 0 })));
    const { result, rerender } = renderHook(({ ready }) => useServerCheck('x', ready, check, 1000), {
      initialProps: { ready: false },
    });
    await tick(5000);
    expect(check).not.toHaveBeenCalled();
    rerender({ ready: true });
    await tick(1000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.current.state).toBe('idle');
  });
});
