import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createStorage, type Storage } from './index.js';
import { startLocalS3, type LocalS3 } from './s3-test-server.js';

let s3: LocalS3;
let dataDir: string;
const storages: Record<'local' | 's3', Storage> = {} as Record<'local' | 's3', Storage>;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(join(tmpdir(), 'reno-storage-'));
  storages.local = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  storages.s3 = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...s3.env }));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('%s storage (same interface)', (kind) => {
  it('is picked by createStorage from the config', () => {
    expect(storages[kind].kind).toBe(kind);
  });

  it('puts, gets, checks and deletes bytes under a nested key', async () => {
    const storage = storages[kind];
    const key = `support_img/2025/01/${kind}-object.png`;
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage.put(key, bytes, 'image/png');
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.get(key)).toEqual(bytes);
    await storage.put(key, Buffer.from('replaced'), 'text/plain');
    expect((await storage.get(key))?.toString()).toBe('replaced');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a key that never existed, and deleting it is harmless', async () => {
    const storage = storages[kind];
    expect(await storage.get('nowhere/missing.bin')).toBeNull();
    expect(await storage.exists('nowhere/missing.bin')).toBe(false);
    await expect(storage.delete('nowhere/missing.bin')).resolves.toBeUndefined();
  });

  it('round-trips a multi-megabyte object unchanged', async () => {
    const storage = storages[kind];
    const bytes = Buffer.alloc(4_100_000);
    for (let i = 0; i < bytes.length; i += 997) bytes[i] = i % 256;
    await storage.put('large/object.bin', bytes, 'application/octet-stream');
    expect((await storage.get('large/object.bin'))?.equals(bytes)).toBe(true);
  });
});
