import type { AppContext } from '../../app-context.js';
import {
  createOutboxWorker,
  OUTBOX_BATCH_SIZE,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './worker.js';

/**
 * Runs the outbox worker every `pollMs` (OUTBOX_POLL_MS) until stop(). A full batch means more is
 * waiting, so the next pass starts at once instead of after the poll interval. Any number of server
 * processes may run this side by side: claims never overlap.
 */
export function startOutboxWorker(
  ctx: Pick<AppContext, 'config' | 'database'>,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const worker = createOutboxWorker(ctx, { ...options, batchSize });
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), ms);
    // Shutdown is explicit (stop()); a pending poll alone must not keep the process alive.
    timer.unref();
  };

  const tick = async () => {
    let next = options.pollMs;
    try {
      if ((await worker.runOnce()) >= batchSize) next = 0;
    } catch (e) {
      // The database may be restarting; the next poll tries again. Query errors name ids, never bodies.
      options.log?.error({ err: e }, 'outbox pass failed');
    }
    schedule(next);
  };

  schedule(0);
  return {
    runOnce: () => worker.runOnce(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await worker.stop();
    },
  };
}
