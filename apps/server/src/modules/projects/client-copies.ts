import type { FastifyReply } from 'fastify';
import { ok } from '../../platform/reply.js';
import type { VersionedRead } from './client-version.js';

/**
 * Copies of a client's project reads (the project list, the quotation page), kept in this process's
 * memory (issue 19, decision 031). A copy is served only while the client's version (migration 0029)
 * is still the one it was made at, and the version is read from the database on every request, in the
 * statement that would read the page: a copy is never staler than the database, in this process or
 * another. A copy is the reply's text as the route's serializer wrote it, after the reply check,
 * keyed by the client and everything else the read depends on, so one client's copy can only answer
 * that client. Its size is counted in characters (the replies are ASCII but for names).
 */
export const CLIENT_COPIES_MAX_BYTES = 16 * 1024 * 1024;

export interface KeptPage {
  version: string;
  body: string;
}

export class ClientCopies {
  readonly #entries = new Map<string, KeptPage>();
  #bytes = 0;

  constructor(readonly maxBytes = CLIENT_COPIES_MAX_BYTES) {}

  static key(clientId: string, ...read: unknown[]): string {
    return `${clientId}\u0000${JSON.stringify(read)}`;
  }

  get(key: string): KeptPage | undefined {
    const kept = this.#entries.get(key);
    if (!kept) return undefined;
    // Least recently used goes first: a Map iterates in insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept;
  }

  set(key: string, kept: KeptPage): void {
    this.#forget(key);
    const size = kept.body.length + key.length;
    if (size > this.maxBytes) return;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes + size <= this.maxBytes) break;
      this.#forget(oldest);
    }
    this.#entries.set(key, kept);
    this.#bytes += size;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #forget(key: string): void {
    const kept = this.#entries.get(key);
    if (!kept) return;
    this.#entries.delete(key);
    this.#bytes -= kept.body.length + key.length;
  }
}

/**
 * Answers a client's read from the copy under `key` while it is still true, else with what `read`
 * found, checked and written by the route's serializer, and keeps that as the copy. One statement
 * either way: `read` is given the copy's version and reads the page only when it changed.
 */
export async function answerFromCopy<T>(
  reply: FastifyReply,
  copies: ClientCopies,
  key: string,
  read: (knownVersion: string | null) => Promise<VersionedRead<T>>,
): Promise<FastifyReply> {
  const copy = copies.get(key);
  const { version, page } = await read(copy?.version ?? null);
  // A string is sent as it is (Fastify serializes only what is not): the copy was checked when written.
  if (page === null && copy) return sendJsonText(reply, copy.body);
  if (page === null) throw new Error('a versioned read answered no page without a copy');
  // The route's serializer: the reply check, then the text (reply-serializer.ts).
  const body = reply.serialize(ok(page));
  if (typeof body !== 'string') throw new Error('the reply serializer answered no text');
  if (version !== null) copies.set(key, { version, body });
  return sendJsonText(reply, body);
}

const sendJsonText = (reply: FastifyReply, body: string) =>
  reply.type('application/json; charset=utf-8').send(body);
