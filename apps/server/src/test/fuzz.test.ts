import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import type { AuthzWorld } from './authz/authz-table.js';
import { buildAuthzWorld } from './authz/authz-world.test-helpers.js';

/**
 * Issue 15: malformed input to every route of the OpenAPI document, as a client and as an admin.
 * Whatever is wrong with a request, the answer is a 4xx, never a 5xx.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  pattern?: string;
  minimum?: number;
  default?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const NUL = 'a\u0000b';
const LONG = 'x'.repeat(20_000);
/** What a field gets instead of its value: wrong types, a NUL byte, numbers no column holds, a novel. */
const BAD_VALUES: unknown[] = [
  '$21,474,836.48',
  '99999999999999999999.99',
  NUL,
  LONG,
  2_147_483_648,
  1e20,
  10_000_000,
  -1,
  1.5,
  '99999999999999999999',
  {},
  [],
  true,
  null,
];
const BAD_PATH_VALUES = ['a%00b', '%00', '99999999999999999999', '-1', '1.5', '%F0%28', 'x'.repeat(300)];

/** A plausible value for a schema: enough to get past the other fields' validation. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'fuzz';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.find((s) => s.type !== 'null');
  if (variant) return sample(variant);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key]);
      return out;
    }
    default:
      return schema.pattern?.includes('@') ? 'fuzz@test.sg' : 'fuzz';
  }
}

/** The same value with every string leaf replaced (NUL), or every number leaf (too big). */
function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

let t: TestApp;
let world: AuthzWorld;
let operations: [string, string, Operation][] = [];
beforeAll(async () => {
  // Google sign-in configured, so its routes run their own checks instead of answering "not configured" (503).
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    GOOGLE_CLIENT_ID: 'fuzz-client-id',
    GOOGLE_CLIENT_SECRET: 'fuzz-client-secret',
  });
  world = await buildAuthzWorld(t);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, string, Operation] => [method.toUpperCase(), path, op]),
  );
}, 180_000);
afterAll(() => t?.close());

/** Real records where a path names one, so the malformed input reaches the handler behind the check. */
const pathValue = (name: string): string =>
  ({
    id: world.quoted.id,
    itemId: world.quoted.itemId,
    stage: '1',
    fileId: world.fileId,
    uploadId: world.uploadId,
    receiptId: world.receiptId,
    kind: 'article',
    slug: 'fuzz',
    value: 'fuzz@test.sg',
    code: 'ABCDEFGHJKLM',
    partNumber: '1',
  })[name] ?? 'fuzz';

interface Attempt {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

function attemptsFor(path: string, op: Operation): Attempt[] {
  const params = op.parameters ?? [];
  const basePath = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name)]),
  );
  const baseQuery: Record<string, string> = {};
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const baseBody = bodySchema ? sample(bodySchema) : undefined;
  const base: Attempt = { path: basePath, query: baseQuery, body: baseBody };
  const out: Attempt[] = [base];
  for (const p of params) {
    if (p.in === 'path')
      for (const v of BAD_PATH_VALUES) out.push({ ...base, path: { ...basePath, [p.name]: v } });
    if (p.in === 'query')
      for (const v of [...BAD_PATH_VALUES, '']) out.push({ ...base, query: { ...baseQuery, [p.name]: v } });
  }
  if (bodySchema) {
    out.push(
      { ...base, body: {} },
      { ...base, body: [] },
      { ...base, body: 'text' },
      { ...base, body: null },
    );
    out.push({ ...base, body: mapLeaves(baseBody, (v) => (typeof v === 'string' ? NUL : v)) });
    out.push({ ...base, body: mapLeaves(baseBody, (v) => (typeof v === 'number' ? 2_147_483_648 : v)) });
    if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
      const keys = new Set([...Object.keys(baseBody), ...Object.keys(bodySchema.properties ?? {})]);
      for (const key of keys) {
        const { [key]: _dropped, ...missing } = baseBody as Record<string, unknown>;
        out.push({ ...base, body: missing });
        for (const v of BAD_VALUES) out.push({ ...base, body: { ...baseBody, [key]: v } });
      }
    }
  }
  return out;
}

const urlOf = (path: string, a: Attempt) => {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => a.path[name] ?? 'fuzz');
  const query = Object.entries(a.query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
};

/** Ends the session it is sent with; nothing to fuzz in it (no input). */
const SKIP = new Set(['POST /api/v1/revoke']);

describe('fuzz (issue 15)', () => {
  it('answers malformed input to every documented route with a 4xx, never a 5xx', async () => {
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let n = 0;
    for (const role of ['client', 'admin'] as const) {
      const cookie = world.actors[role].cookie!;
      for (const [method, path, op] of operations) {
        if (SKIP.has(`${method} ${path}`)) continue;
        for (const a of attemptsFor(path, op)) {
          n += 1;
          const url = urlOf(path, a);
          const res = await t.app.inject({
            method: method as 'GET',
            url,
            remoteAddress: `10.${Math.floor(n / 60000) % 250}.${Math.floor(n / 250) % 250}.${n % 250}`,
            headers: { cookie, ...(a.body !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(a.body !== undefined ? { payload: JSON.stringify(a.body) } : {}),
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${role} ${method} ${url.slice(0, 120)} ${JSON.stringify(a.body)?.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 100)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
