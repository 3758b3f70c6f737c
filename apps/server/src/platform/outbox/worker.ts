import { OutboxChannel } from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import { claimDue, holdUnroutable, recordFailure, recordSent, type ClaimedMessage } from './claim.js';
import { OUTBOX_LOCK_MS, type DeliveryResult } from './transport.js';
import { createTransports } from './transports.js';

/** Ids and statuses only: bodies may carry verification codes and links. */
export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
/** Messages claimed per pass: small, so a slow peer holds few rows and locks stay short. */
export const OUTBOX_BATCH_SIZE = 20;

const silent: OutboxLog = { info: () => {}, warn: () => {}, error: () => {} };

export interface OutboxWorkerOptions {
  pollMs: number;
  log?: OutboxLog;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** One pass: hold what cannot be routed, claim one batch, deliver it. Resolves to the messages attempted. */
  runOnce(): Promise<number>;
}

/** The outbox worker without a timer: what tests drive through runOnce(). */
export function createOutboxWorker(
  ctx: Pick<AppContext, 'config' | 'database'>,
  options: OutboxWorkerOptions,
): OutboxWorker {
  const log = options.log ?? silent;
  const batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
  const transports = createTransports(ctx.config);
  const routable = OutboxChannel.options.filter((c) => transports[c]);
  const unroutable = OutboxChannel.options.filter((c) => !transports[c]);
  const db = ctx.database.db;
  const inFlight = new Set<Promise<number>>();

  const deliver = async (m: ClaimedMessage) => {
    const transport = transports[m.channel];
    if (!transport) return; // not claimable: claimDue only takes routable channels
    let result: DeliveryResult;
    try {
      result = await transport.send(m);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      const status = await recordFailure(db, m, reason);
      log.warn(
        { outboxId: m.id, channel: m.channel, status, attempts: m.attempts + 1 },
        'outbox delivery failed',
      );
      return;
    }
    // Outside the catch: a database error here must not be booked as a failed delivery of a message that
    // went out. The pass fails instead; the row stays `sending` and is retried after its lock (at least once).
    await recordSent(db, m, result.partialFailure);
    log.info({ outboxId: m.id, channel: m.channel, status: 'sent' }, 'outbox message sent');
  };

  const pass = async () => {
    const held = await holdUnroutable(db, unroutable);
    if (held > 0) log.info({ held, channels: unroutable }, 'outbox messages held: no transport configured');
    const claimed = await claimDue(db, routable, batchSize, OUTBOX_LOCK_MS);
    // One at a time: a batch is small, and SMTP servers throttle parallel connections from one sender.
    for (const m of claimed) await deliver(m);
    return claimed.length;
  };

  const runOnce = () => {
    const run = pass();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  };

  return {
    runOnce,
    stop: async () => {
      await Promise.allSettled([...inFlight]);
      for (const t of Object.values(transports)) t.close();
    },
  };
}
