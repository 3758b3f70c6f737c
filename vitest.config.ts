import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace; each workspace has its own config naming its project.
export default defineConfig({
  test: { projects: ['packages/domain', 'apps/server', 'apps/web'] },
});
