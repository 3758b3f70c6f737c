import { join } from 'node:path';
import type { Config } from '../../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export type { Storage } from './storage.js';

/** The bucket when S3_* is configured, otherwise the folder DATA_DIR/files. */
export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(join(config.dataDir, 'files'));
}
