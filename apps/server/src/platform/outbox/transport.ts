import type { OutboxChannel } from '@reno/domain';

/** What the worker hands a transport: the stored message, nothing else. */
export interface OutgoingMessage {
  recipients: string[];
  subject: string | null;
  body: string;
  html: string | null;
  /** E-mail only; null or empty when there are none. */
  attachments?: { filename: string; content_type: string; content_base64: string }[] | null;
}

export interface DeliveryResult {
  /** Accepted, but not for everyone: kept as last_error on the sent row (a retry would send twice). */
  partialFailure?: string;
}

/** Delivers one message; resolves when the peer accepted it, throws with a short reason otherwise. */
export interface Transport {
  send(message: OutgoingMessage): Promise<DeliveryResult>;
  close(): void;
}

export type Transports = Partial<Record<OutboxChannel, Transport>>;

/**
 * Every transport gives up well inside the worker's claim lock, so a slow peer can never make another
 * worker believe the message was abandoned and send it a second time.
 */
export const TRANSPORT_TIMEOUT_MS = 60_000;
export const OUTBOX_LOCK_MS = 5 * 60_000;
