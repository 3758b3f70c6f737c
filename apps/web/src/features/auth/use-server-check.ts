import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/errors';

export type ServerCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'passed' }
  | { state: 'failed'; message: string; value: string };

type Answer = { value: string; check: ServerCheck };

/**
 * Asks the server about `value` once it has stopped changing for `delayMs` (spec §9 "Debounce 1 s for
 * phone/email"), only while `isReady` (the value passed its own rules). An answer counts only for the
 * value it was about, and a newer value cancels the older question. A network failure is no verdict:
 * registration itself checks again.
 */
export function useServerCheck(
  value: string,
  isReady: boolean,
  check: (value: string, signal: AbortSignal) => Promise<unknown>,
  delayMs: number,
): ServerCheck {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!isReady) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(value, controller.signal)
        .then(() => !controller.signal.aborted && setAnswer({ value, check: { state: 'passed' } }))
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          const isVerdict = e instanceof ApiError && e.status >= 400 && e.status < 500;
          setAnswer({
            value,
            check: isVerdict ? { state: 'failed', message: e.message, value } : { state: 'idle' },
          });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, isReady, check, delayMs]);
  if (!isReady) return { state: 'idle' };
  return answer?.value === value ? answer.check : { state: 'checking' };
}
