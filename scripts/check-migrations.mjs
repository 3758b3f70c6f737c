// Fails when the drizzle schema has changed without a generated migration (style guide: CI fails when
// generated files are stale). drizzle-kit writes a migration if one is missing, so a local run leaves
// the file to review and commit.
import { execSync } from 'node:child_process';

const out = execSync('npx drizzle-kit generate --name schema_change', {
  cwd: new URL('../apps/server', import.meta.url).pathname,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'pipe'],
});
if (!out.includes('No schema changes')) {
  console.error('The database schema changed without a migration. A migration was generated in');
  console.error('apps/server/src/db/migrations: review it and commit it with the schema change.');
  process.exit(1);
}
console.log('Migrations match the schema.');
