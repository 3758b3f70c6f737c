import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.js';
import { replySerializerCompiler } from './reply-serializer.js';
import { envelope } from './reply.js';

/** Every reply is checked against its route's schema before it leaves (the house rule, issue 19). */
const onServerError = vi.fn();
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
const Account = z.object({ _id: z.string(), amount_cents: z.number().int(), paid_at: z.string().nullable() });

let reply: unknown;
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandling(app, onServerError);
  app.get('/account', { schema: { response: envelope(Account) } }, async () => reply as never);
  await app.ready();
});
afterAll(() => app.close());

describe('reply serializer', () => {
  it('sends a reply that matches its schema, without fields the schema does not name', async () => {
    reply = {
      success: true,
      result: { _id: 'a1', amount_cents: 15000, paid_at: null, password_hash: 'secret', internal: 1 },
    };
    const res = await app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { _id: 'a1', amount_cents: 15000, paid_at: null } });
    expect(res.body).not.toContain('secret');
  });

  it('answers 500, and sends none of it, when a reply breaks its schema', async () => {
    reply = { success: true, result: { _id: 'a1', amount_cents: 150.5, paid_at: null } };
    const res = await app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('150.5');
    expect(onServerError).toHaveBeenCalledTimes(1);
  });
});
