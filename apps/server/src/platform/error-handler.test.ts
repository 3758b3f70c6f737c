import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.js';
import { AppError } from './errors.js';
import { replySerializerCompiler } from './reply-serializer.js';

const onServerError = vi.fn();
const app = Fastify({ logger: false, genReqId: () => 'req-123' }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandling(app, onServerError);
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({ amount: z.number(), name: z.string(), code: z.string().length(6, '6 digit code') }),
      },
    },
    async (req) => ({ success: true, result: req.body }),
  );
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Payment on progress. Please contact our admin for assistance');
  });
  app.get('/crash', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers a non-number as "{field} must be a number." (spec §5)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { amount: 'ten', name: 'a', code: '123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'amount must be a number.',
      errors: [{ field: 'amount', message: 'amount must be a number.' }],
    });
  });

  it('answers a missing field as "{field} is required."', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { amount: 1, code: '123456' } });
    expect(res.json().message).toBe('name is required.');
  });

  it("passes the schema's own message through", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { amount: 1, name: 'a', code: '12' },
    });
    expect(res.json().message).toBe('6 digit code');
  });

  it('maps an AppError code to its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'Payment on progress. Please contact our admin for assistance',
    });
  });

  it('hides the cause of a 500 and hands back the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Failed to process your request',
      requestId: 'req-123',
    });
    expect(res.body).not.toContain('hunter2');
    expect(onServerError).toHaveBeenCalledOnce();
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found: GET /api/v1/nothing-here' });
  });

  it('answers malformed JSON as a 400 envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
