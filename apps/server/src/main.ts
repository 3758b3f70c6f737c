import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { startServer } from './server.js';

async function main() {
  // A .env file in the working folder, if present, sets variables not already set (Node's own loader).
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(
    `Ready on ${server.url} (database: ${server.database.driver}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: finishing requests and closing the database`);
    server
      .shutdown()
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        server.app.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((e: unknown) => {
  // Start-up errors are for the person at the terminal: say what is wrong without a stack when we know.
  if (e instanceof ConfigError || e instanceof DataDirLockedError) {
    process.stderr.write(`\n${e.message}\n\n`);
  } else {
    process.stderr.write(`Failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  }
  process.exit(1);
});
