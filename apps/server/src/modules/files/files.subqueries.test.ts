import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { files } from '../../db/schema/files.js';
import { createUser } from '../../db/seed/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { canReadFile } from './files.access.js';
import { fileIfOwnSql } from './files.subqueries.js';

/** Decision 025: the SQL form of `canReadFile` for a viewer who is not an admin answers as it does. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fileIfOwnSql', () => {
  it('gives the file only to its uploader, as canReadFile does for clients and merchants', async () => {
    const db = t.database.db;
    const [me, other] = await Promise.all([
      createUser(db, { role: 'client', email: 'me@files.sg' }),
      createUser(db, { role: 'merchant', email: 'other@files.sg' }),
    ]);
    const stored = await db
      .insert(files)
      .values(
        [me.id, other.id, null].map((ownerId, i) => ({
          category: 'floorplan',
          storageKey: `k${i}`,
          originalName: `f${i}.jpg`,
          mimeType: 'image/jpeg',
          sizeBytes: 10,
          sha256: `h${i}`,
          ownerId,
        })),
      )
      .returning();
    for (const viewer of [me, other]) {
      const session = { _id: viewer.id, role: viewer.role } as Parameters<typeof canReadFile>[0];
      for (const file of [...stored, { id: 'no-such-file', ownerId: viewer.id }]) {
        const [row] = await queryRows<{ id: string | null }>(
          db,
          sql`select ${fileIfOwnSql(sql`${file.id}`, sql`${viewer.id}`)} as id`,
        );
        const exists = stored.some((f) => f.id === file.id);
        expect(row?.id ?? null, `${viewer.email} reading ${file.id}`).toBe(
          exists && canReadFile(session, file) ? file.id : null,
        );
      }
    }
  });
});
