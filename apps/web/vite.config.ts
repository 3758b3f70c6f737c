import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Vendor code changes rarely, so it gets its own long-cached chunks; each area (public, admin) is split
// by the router's lazy imports of src/app/areas/*.
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 3,
  },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
    priority: 2,
  },
  { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@reno/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to preload the public area's chunks.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
