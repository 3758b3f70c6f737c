import { join } from 'node:path';
import type { Config } from '../../config.js';
import { LocalStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export type { Storage } from './storage.js';

export function createStorage(config: Config): Storage {
  if (config.s3) throw new Error('S3 storage is configured but not available in this build');
  return new LocalStorage(join(config.dataDir, 'files'));
}
