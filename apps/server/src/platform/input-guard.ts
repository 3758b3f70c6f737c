import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The NUL character: PostgreSQL text and jsonb cannot hold it, so it would fail the query (a 500). */
const NUL = '\u0000';

export const nulCharacterMessage = (field: string) => `${field} must not contain a NUL character.`;

/** The first place a NUL byte hides in a parsed value (a string, or an object key), as a field path. */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') || 'value' : null;
  // Raw bytes (an upload part) are content, not text: checked by what they decode to, not here.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findNulCharacter(v, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes(NUL)) return [...path, k.replaceAll(NUL, '')].join('.') || 'value';
      const found = findNulCharacter(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Issue 15 item 4: no text with a NUL byte reaches a handler. Runs on the parsed path, query and JSON
 * body of every route, before its schema, so every route answers 400 with the field's name. Multipart
 * file names are cleaned where they are stored (files.service.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const field = findNulCharacter(request[part]);
      if (field) {
        const message = nulCharacterMessage(field);
        throw new AppError('BAD_REQUEST', message, [{ field, message }]);
      }
    }
  });
}

/** Text for logs and the error log table: NUL bytes removed, so the record of a bad request can be written. */
export const withoutNul = (text: string) => text.replaceAll(NUL, '');
