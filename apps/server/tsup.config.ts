import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', 'create-admin': 'src/scripts/create-admin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The domain package is TypeScript source: bundle it in; everything else stays in node_modules.
  noExternal: ['@reno/domain'],
  esbuildOptions(options) {
    options.conditions = ['@reno/source'];
  },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
