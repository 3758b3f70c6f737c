import { randomBytes } from 'node:crypto';

/** Opaque record ids: 24 hex characters, exposed by the API as `_id`. */
export const newId = (): string => randomBytes(12).toString('hex');
