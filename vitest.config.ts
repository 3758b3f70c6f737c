import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each workspace has its own config naming its project.
// A worker per core: Vitest's default in a run is one less, which on the 2-core CI machine is one
// worker, and the suite took 25 minutes there on 2026-12-07. Each test file has its own PGlite (or its
// own PostgreSQL database, Redis key prefix and ports), so files may run side by side.
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'], maxWorkers: availableParallelism() },
});
