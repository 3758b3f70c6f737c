import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@reno/source'] },
  ssr: { resolve: { conditions: ['@reno/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
