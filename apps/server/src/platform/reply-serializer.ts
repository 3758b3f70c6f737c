import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

/**
 * Every reply is checked against its route's zod schema before it is sent (the house rule), as
 * fastify-type-provider-zod's own serializer does, but with `safeParse` where it uses `safeEncode`.
 * Our response schemas have no codecs or transforms (encoding refuses a one-way transform, so a reply
 * schema with one would already fail), so both check the same; parsing takes zod's compiled fast path
 * and costs a quarter to a half of encoding on a quotation's reply (issue 19). A reply that fails is the
 * same `ResponseSerializationError`, answered as a 500 by the error handler.
 */
export const replySerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const resolved: unknown =
    schema instanceof $ZodType ? schema : (schema as { properties?: unknown } | null)?.properties;
  if (!(resolved instanceof $ZodType))
    throw new Error(`${method} ${url}: a reply schema must be a zod schema`);
  return (data: unknown) => {
    const result = safeParse(resolved, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
