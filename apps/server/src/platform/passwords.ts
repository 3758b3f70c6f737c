import { hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes (OWASP's recommended parameters). */
const options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable under isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
