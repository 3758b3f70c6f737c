import { hash, randomBytes } from 'node:crypto';

/** A fresh secret token for a session or a link; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
// One-shot hash: every signed-in request hashes its token to find its session (issue 19).
export const hashToken = (token: string) => hash('sha256', token, 'hex');
