import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_ADMIN_PERMISSIONS, Email, Password, PersonName } from '@reno/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres, type Db } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/accounts.js';
import { createUser } from '../db/seed/factories.js';

/** A mistake by the person at the terminal: printed without a stack. */
export class CreateAdminError extends Error {}

const check = <S extends z.ZodType>(schema: S, value: unknown, name: string): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new CreateAdminError(`--${name}: ${parsed.error.issues.map((i) => i.message).join(', ')}`);
  return parsed.data;
};

/**
 * `npm run admin:create -- --email x --password y`: the production way to get the first admin (the
 * demo seed never runs in production). Refuses weak passwords and an e-mail already in use. Works on
 * DATABASE_URL or the PGlite DATA_DIR, whose lock keeps it from running beside a live server.
 */
export async function runCreateAdmin(argv: string[], env: Record<string, string | undefined>) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const email = check(Email, values.email ?? '', 'email');
  // ADMIN_PASSWORD keeps the password out of the shell history when preferred.
  const password = check(Password, values.password ?? env.ADMIN_PASSWORD ?? '', 'password');
  const firstName = check(PersonName, values['first-name'] ?? 'Admin', 'first-name');
  const lastName = check(PersonName, values['last-name'] ?? 'User', 'last-name');

  const config = loadConfig(env);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = config.databaseUrl
      ? await openPostgres(config.databaseUrl)
      : await openPglite(`${config.dataDir}/pglite`);
    try {
      await runMigrations(database);
      const id = await createAdmin(database.db, { email, password, firstName, lastName });
      await database.checkpoint();
      return { id, email };
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

async function createAdmin(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
      .limit(1);
    if (existing) throw new CreateAdminError(`An account with the e-mail ${input.email} already exists.`);
    const user = await createUser(tx, { role: 'admin', ...input, permissions: [ALL_ADMIN_PERMISSIONS] });
    return user.id;
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // npm runs workspace scripts in apps/server; DATA_DIR and .env are meant relative to where it was typed.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync('.env')) process.loadEnvFile('.env');
  runCreateAdmin(process.argv.slice(2), process.env)
    .then(({ email }) => {
      process.stdout.write(`Created the admin ${email} with every admin permission.\n`);
    })
    .catch((e: unknown) => {
      process.stderr.write(
        `\n${e instanceof Error && !(e instanceof TypeError) ? e.message : String(e)}\n\n`,
      );
      process.exitCode = 1;
    });
}
