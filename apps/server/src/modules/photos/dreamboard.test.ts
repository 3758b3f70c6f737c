import { type DreamboardItemView, type DreamboardPage, dreamboardMessages as m } from '@reno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthzWorld } from '../../test/authz/authz-world.test-helpers.js';
import type { AuthzRole, AuthzWorld } from '../../test/authz/authz-table.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The dreamboard over HTTP (spec "Dreamboard", issue 12 item 4): the client keeps it, newest first and
 * 8 per page, tagged with services; the project's merchant and project manager read it and its photos.
 */
let t: TestApp;
let w: AuthzWorld;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  w = await buildAuthzWorld(t);
}, 180_000);
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (role: AuthzRole, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: w.actors[role].cookie ? { cookie: w.actors[role].cookie } : {},
    ...(payload ? { payload } : {}),
  });
const result = <T>(res: { json: <R>() => R }) => res.json<{ result: T }>().result;
const board = () => `/projects/${w.paid.id}/dreamboard`;

describe('dreamboard', () => {
  it('pages the photos newest first, 8 at a time, with the services to tag', async () => {
    for (let i = 0; i < 9; i += 1) await w.freshDreamboardItem();
    const first = await call('client', 'GET', board());
    expect(first.statusCode).toBe(200);
    const page = result<DreamboardPage>(first);
    expect(page.items).toHaveLength(8);
    expect(page.totalCount).toBeGreaterThanOrEqual(10);
    expect(page.can_edit).toBe(true);
    expect(page.services).toContain(w.dreamboard.tag);
    const times = page.items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = result<DreamboardPage>(await call('client', 'GET', `${board()}?page=2`));
    expect(second.items.length).toBe(page.totalCount - 8);
    expect(second.items.map((i) => i._id)).not.toContain(page.items[0]!._id);
  });

  it('needs a known service tag and the client’s own dreamboard photo', async () => {
    const image = await w.upload('client', 'dreamboard');
    const untagged = await call('client', 'POST', `${board()}/items`, { image, tags: [] });
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json<{ message: string }>().message).toBe(m.tagRequired);
    const unknownTag = await call('client', 'POST', `${board()}/items`, { image, tags: ['Not a service'] });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json<{ message: string }>().message).toBe(m.tagRequired);
    // A receipt is not a dreamboard photo, and another client's photo is not this client's.
    const receipt = await w.receiptFile();
    const wrong = await call('client', 'POST', `${board()}/items`, {
      image: receipt,
      tags: [w.dreamboard.tag],
    });
    expect(wrong.statusCode).toBe(400);
    const theirs = await w.upload('otherClient', 'dreamboard');
    const foreign = await call('client', 'POST', `${board()}/items`, {
      image: theirs,
      tags: [w.dreamboard.tag],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('edits tags and comment, and deletes once ("Deleted successfully!")', async () => {
    const id = await w.freshDreamboardItem();
    const edited = await call('client', 'PATCH', `${board()}/items/${id}`, {
      tags: [w.dreamboard.tag, w.dreamboard.tag],
      comment: '  Warm oak, matte  ',
    });
    expect(edited.statusCode).toBe(200);
    expect(result<DreamboardItemView>(edited)).toMatchObject({
      tags: [w.dreamboard.tag],
      comment: 'Warm oak, matte',
    });
    const untag = await call('client', 'PATCH', `${board()}/items/${id}`, { tags: [], comment: '' });
    expect(untag.json<{ message: string }>().message).toBe(m.tagRequired);
    const deleted = await call('client', 'DELETE', `${board()}/items/${id}`);
    expect(deleted.json<{ message: string }>().message).toBe(m.deleted);
    expect((await call('client', 'DELETE', `${board()}/items/${id}`)).statusCode).toBe(404);
  });

  it('lets the project’s merchant and project manager read the board and its photos, and nobody else', async () => {
    const photo = result<DreamboardPage>(await call('merchant', 'GET', board())).items[0]!;
    for (const role of ['merchant', 'projectManager', 'admin'] as const) {
      const read = await call(role, 'GET', board());
      expect(result<DreamboardPage>(read).can_edit).toBe(false);
      expect((await call(role, 'GET', `/files/${photo.image}?thumb=1`)).statusCode).toBe(200);
    }
    for (const role of ['otherMerchant', 'otherClient'] as const) {
      expect((await call(role, 'GET', board())).statusCode).toBe(404);
      expect((await call(role, 'GET', `/files/${photo.image}`)).statusCode).toBe(404);
    }
    // A merchant cannot change what it reads.
    expect((await call('merchant', 'DELETE', `${board()}/items/${photo._id}`)).statusCode).toBe(403);
  });
});
