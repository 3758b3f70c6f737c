import type { AppInstance } from './app-context.js';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { lockStartup } from './db/startup-lock.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData, seedDemoProjects } from './db/seed/demo.js';
import { seedContentPages } from './modules/pages/pages.service.js';
import { seedCatalogue } from './db/seed/catalogue.js';
import { seedPublicContent } from './db/seed/public-content.js';
import { createStorage } from './platform/storage/index.js';
import { findWebDist } from './platform/static-web.js';
import { startBackgroundJobs, type BackgroundJobs } from './jobs.js';

export interface RunningServer {
  app: AppInstance;
  database: Database;
  url: string;
  /** Finishes in-flight requests, stops jobs, checkpoints and closes the database, releases the lock. */
  shutdown(): Promise<void>;
}

/** Opens the database (locking DATA_DIR for PGlite), migrates, seeds an empty database, listens. */
export async function startServer(config: Config): Promise<RunningServer> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database | undefined;
  let endStartup: () => Promise<void> = async () => {};
  try {
    if (config.databaseUrl) endStartup = await lockStartup(config.databaseUrl);
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, (e) =>
          console.warn(`PostgreSQL closed an idle connection: ${e.message}`),
        )
      : await openPglite(`${config.dataDir}/pglite`);
    await runMigrations(database);
    // Reference content first: demo projects are priced from the catalogue.
    await seedContentPages(database.db);
    const seededCatalogue = await seedCatalogue(database.db);
    await seedPublicContent(database.db);
    const seeded = config.seedDemo ? await seedDemoData(database.db) : false;
    const ctx = { config, database, storage: createStorage(config) };
    // Issue 6: the demo client's projects and payments, through the services, after the catalogue.
    if (seeded) await seedDemoProjects(ctx);
    await endStartup();
    const webDist = findWebDist(config.webDistDir);
    const app = await buildApp(ctx, { webDist });
    if (seeded) app.log.info('Seeded the demo accounts into the empty database');
    if (seededCatalogue) app.log.info('Seeded the Design Now catalogue into the empty database');
    if (!webDist) app.log.warn('No built web app found (apps/web/dist): serving the API only');
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://localhost:${port}`;
    const jobs: BackgroundJobs = startBackgroundJobs(ctx, app.log);
    const db = database;
    let closing: Promise<void> | undefined;
    return {
      app,
      database: db,
      url,
      shutdown: () =>
        (closing ??= (async () => {
          await app.close();
          await jobs.stop();
          await db.checkpoint();
          await db.close();
          unlock();
        })()),
    };
  } catch (e) {
    await endStartup();
    await database?.close().catch(() => {});
    unlock();
    throw e;
  }
}
