// `npm start` runs this first: it builds the web app and the server when a build is missing or older
// than the sources, so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'packages/domain/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/tsup.config.ts',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
};

const built = outputs.map((o) => join(root, o));
const missing = built.some((o) => !existsSync(o));
const oldestOutput = missing ? 0 : Math.min(...built.map((o) => statSync(o).mtimeMs));
const newestSource = Math.max(...sources.map((s) => newest(join(root, s))));

if (missing || newestSource > oldestOutput) {
  console.log(
    missing ? 'No build found: building the app…' : 'Sources changed since the last build: rebuilding…',
  );
  execSync('npm run build -w @reno/web && npm run build -w @reno/server', { cwd: root, stdio: 'inherit' });
} else {
  console.log('Build is up to date.');
}
