// Issue 19: `npm run bench:api` (run by tsx: it imports the server's TypeScript). Seeds a scaled database (PostgreSQL by default, `--driver=pglite` for
// the embedded one), counts the SQL statements each request sends, starts the real server in its own
// process and measures it with autocannon beside a bare Fastify hello-world, interleaved, medians of
// ratios. Options: --driver=postgres|pglite --scale=1 --connections=50 (10 on PGlite) --duration=10
// --repeats=3 --only=list,admin (target name prefixes) --profile=DIR (the server's CPU profile). PostgreSQL: BENCH_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres; a bench_<random> database is created and dropped.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.js';
import { runMigrations } from '../../apps/server/src/db/migrate.js';
import { createStorage } from '../../apps/server/src/platform/storage/index.js';
import { scaledSize, seedScaled } from '../../apps/server/src/db/seed/scaled/seed-scaled.js';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const driver = args.driver === 'pglite' ? 'pglite' : 'postgres';
const scale = Number(args.scale ?? 1);
const connections = Number(args.connections ?? (driver === 'pglite' ? 10 : 50));
const duration = Number(args.duration ?? 10);
const repeats = Number(args.repeats ?? 3);
const only = args.only?.split(',');
const smallScale = Number(args['small-scale'] ?? 0.01);
const root = fileURLToPath(new URL('../../', import.meta.url));
const log = (s) => process.stdout.write(`${s}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * @typedef {{ name: string, method: 'GET' | 'PATCH', path: string, token?: string, body?: string,
 *   requests?: { path: string, body: string }[] }} Target
 *   `requests`: the write rotates over many projects, as many clients editing at once would.
 */

/** @param {import('../../apps/server/src/db/seed/scaled/seed-scaled.js').BenchData} d @param {'full' | 'admin'} suite @returns {Target[]} */
function targets(d, suite) {
  const p = encodeURIComponent(d.projectId);
  /** @type {Target[]} */
  const admin = [
    {
      name: 'admin review page 1',
      method: 'GET',
      path: '/api/v1/admin/payments?page=1&rowsPerPage=20',
      token: d.tokens.admin,
    },
    {
      name: 'admin review search project',
      method: 'GET',
      path: `/api/v1/admin/payments?page=1&rowsPerPage=20&searchBy=project_name&search=${encodeURIComponent(d.projectSearch)}`,
      token: d.tokens.admin,
    },
    {
      name: 'admin review search client',
      method: 'GET',
      path: `/api/v1/admin/payments?page=1&rowsPerPage=20&searchBy=client&search=${encodeURIComponent(d.clientSearch)}`,
      token: d.tokens.admin,
    },
  ];
  if (suite === 'admin') return admin;
  return [
    { name: 'health', method: 'GET', path: '/api/v1/health' },
    { name: 'list (10 projects)', method: 'GET', path: '/api/v1/client-projects', token: d.tokens.client },
    {
      name: 'list (200 projects)',
      method: 'GET',
      path: '/api/v1/client-projects',
      token: d.tokens.bigClient,
    },
    // Both clients at one page size (10 is served as 20, spec §9, so 5): what a request costs does not
    // grow with the client's projects.
    {
      name: 'list (10 projects, 5 a page)',
      method: 'GET',
      path: '/api/v1/client-projects?rowsPerPage=5',
      token: d.tokens.client,
    },
    {
      name: 'list (200 projects, 5 a page)',
      method: 'GET',
      path: '/api/v1/client-projects?rowsPerPage=5',
      token: d.tokens.bigClient,
    },
    { name: 'details', method: 'GET', path: `/api/v1/projects/${p}/information`, token: d.tokens.client },
    {
      name: 'quotation',
      method: 'GET',
      path: `/api/v1/projects/${p}/quotation/details`,
      token: d.tokens.client,
    },
    { name: 'payments', method: 'GET', path: `/api/v1/projects/${p}/payments`, token: d.tokens.client },
    {
      name: 'line edit (write)',
      method: 'PATCH',
      path: '',
      token: d.tokens.bigClient,
      requests: d.editable.map((e, i) => ({
        path: `/api/v1/projects/${encodeURIComponent(e.projectId)}/quotation/items/${encodeURIComponent(e.itemId)}`,
        body: JSON.stringify({ quantity_hundredths: 100 + (i % 7) * 25 }),
      })),
    },
    ...admin,
  ].filter((t) => !only || only.some((o) => t.name.startsWith(o)));
}

/** @param {Target} t */
const headersOf = (t) => ({
  ...(t.token ? { authorization: `Bearer ${t.token}` } : {}),
  ...(t.method === 'PATCH' ? { 'content-type': 'application/json' } : {}),
});

/** Statements per request, counted by wrapping the driver (as the tests do), in this process. */
async function countStatements(database, counter, list) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  const app = await buildApp({ config, database, storage: createStorage(config) });
  const result = new Map();
  for (const t of list) {
    const req = t.requests?.[0] ?? { path: t.path, body: t.body };
    const inject = () =>
      app.inject({
        method: t.method,
        url: req.path,
        headers: headersOf(t),
        ...(req.body ? { payload: req.body } : {}),
      });
    const warm = await inject();
    if (warm.statusCode !== 200) throw new Error(`${t.name}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    counter.n = 0;
    counter.on = true;
    await inject();
    counter.on = false;
    result.set(t.name, counter.n);
  }
  await app.close();
  return result;
}

/** The server's own output goes to a file (printed only when it fails to start). */
function start(command, argv, env, logFile) {
  const out = openSync(logFile, 'a');
  return spawn(command, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function cannon(base, t, helloUrl) {
  const opts =
    t === 'hello'
      ? { url: helloUrl }
      : {
          url: base + (t.requests?.[0]?.path ?? t.path),
          method: t.method,
          headers: headersOf(t),
          ...(t.requests ? { requests: [{ setupRequest: rotate(t.requests) }] } : {}),
        };
  const r = await autocannon({ ...opts, connections, duration });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

function rotate(list) {
  let i = 0;
  return (req) => {
    const next = list[i++ % list.length];
    return { ...req, path: next.path, body: next.body };
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Waits until the server answers a health check quickly: requests a previous target left queued must
 * not be billed to the next one.
 */
async function settle(base) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${base}/api/v1/health`).catch(() => undefined);
    if (performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A few sequential requests per target first, so the first measured one does not pay for warm-up. */
async function warmUp(base, list) {
  for (const t of list)
    for (let i = 0; i < 5; i++) {
      const req = t.requests?.[i % t.requests.length] ?? { path: t.path, body: t.body };
      await fetch(base + req.path, {
        method: t.method,
        headers: headersOf(t),
        ...(req.body ? { body: req.body } : {}),
      });
    }
}

async function measure(base, helloUrl, list, statements, label) {
  const runs = new Map();
  const ratios = new Map();
  const loads = [];
  for (let r = 1; r <= repeats; r++) {
    loads.push(load());
    log(`  repeat ${r}/${repeats} (load ${load()})`);
    await settle(base);
    const hello = await cannon(base, 'hello', helloUrl);
    runs.set('hello-world', [...(runs.get('hello-world') ?? []), hello]);
    for (const t of list) {
      await settle(base);
      const run = await cannon(base, t, helloUrl);
      runs.set(t.name, [...(runs.get(t.name) ?? []), run]);
      ratios.set(t.name, [...(ratios.get(t.name) ?? []), run.rps / hello.rps]);
    }
  }
  log('');
  log(
    `${label}: ${driver}, ${connections} connections, ${duration} s x ${repeats} interleaved; load average at each repeat: ${loads.join(' | ')}`,
  );
  log('| request | req/s | p50 ms | p99 ms | statements | ratio to hello-world | errors/timeouts/non-2xx |');
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, rs] of runs) {
    const ratio = ratios.get(name);
    log(
      `| ${name} | ${median(rs.map((x) => x.rps)).toFixed(0)} | ${median(rs.map((x) => x.p50))} | ${median(rs.map((x) => x.p99))} | ${statements.get(name) ?? '-'} | ${ratio ? `${(median(ratio) * 100).toFixed(1)}%` : '100%'} | ${rs.reduce((a, x) => a + x.errors, 0)}/${rs.reduce((a, x) => a + x.timeouts, 0)}/${rs.reduce((a, x) => a + x.non2xx, 0)} |`,
    );
  }
  log('');
}

async function suite(name, suiteScale, kind, helloUrl) {
  const counter = { n: 0, on: false };
  const onStatement = () => {
    if (counter.on) counter.n += 1;
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'reno-bench-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_${randomBytes(5).toString('hex')}`;
  let databaseUrl;
  let database;
  if (driver === 'postgres') {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    database = await openPostgres(databaseUrl, undefined, { onStatement });
  } else {
    database = await openPglite(join(dataDir, 'pglite'), { onStatement });
  }
  let server;
  try {
    await runMigrations(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const t0 = Date.now();
    log(`${name}: seeding at scale ${suiteScale} (${driver}) ...`);
    const data = await seedScaled(
      { config, database, storage: createStorage(config) },
      scaledSize(suiteScale),
      log,
    );
    log(`  seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(data.counts)}`);
    const list = targets(data, kind);
    const statements = await countStatements(database, counter, list);
    await database.checkpoint();
    await database.close();
    const port = 4700 + Math.floor(Math.random() * 200);
    const serverLog = join(tmpdir(), `${dbName}-server.log`);
    server = start(
      process.execPath,
      [
        // --profile=DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
        ...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []),
        '--conditions=@reno/source',
        '--import',
        'tsx',
        'apps/server/src/main.ts',
      ],
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        OUTBOX_WORKER: '0',
        SEED_DEMO: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      },
      serverLog,
    );
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/v1/health`, server).catch((e) => {
      log(readFileSync(serverLog, 'utf8').slice(-3000));
      throw e;
    });
    await warmUp(base, list);
    await measure(base, helloUrl, list, statements, `${name} (${JSON.stringify(data.counts)})`);
  } finally {
    if (server) await stop(server);
    await rm(join(tmpdir(), `${dbName}-server.log`), { force: true });
    if (driver === 'pglite') await rm(dataDir, { recursive: true, force: true });
    else {
      await rm(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  }
}

async function main() {
  const helloPort = 4600 + Math.floor(Math.random() * 90);
  const hello = fork(join(root, 'scripts/bench-api/hello.mjs'), [String(helloPort)], { stdio: 'inherit' });
  await new Promise((resolve) => hello.once('message', () => resolve()));
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  log(`bench:api on ${driver}, started with load average ${load()}`);
  try {
    await suite('Large', scale, 'full', helloUrl);
    if (!only || only.some((o) => o.startsWith('admin')))
      await suite('Small (admin review)', smallScale, 'admin', helloUrl);
  } finally {
    await stop(hello);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
