import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Vendor code changes rarely, so it gets its own long-cached chunks; each area (public, admin) is split
// by the router's lazy imports of src/app/areas/*.
const vendorChunks = [
  // Only the floorplan editor draws on a canvas: Konva stays out of the bundle every page loads. Below
  // vendor-react, so React itself (which react-konva imports) is not pulled in here.
  {
    name: 'vendor-konva',
    test: /node_modules[\\/](konva|react-konva|react-reconciler|its-fine)[\\/]/,
    priority: 1.5,
  },
  // zod validates forms and signed-in reads, never a public page's first paint: its own chunk, so the
  // bundler cannot merge it into a chunk the page shell imports (it did, beside MUI's GlobalStyles).
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
    priority: 3,
  },
  // Everything the entry imports statically runs on every page, so keeping it together (the bundler puts
  // it in the entry's chunk) costs no page a byte. Split by which lazy areas also import each module, it
  // was 27 files, and every request costs the page's main thread (issue 19).
  { name: 'app-shell', tags: ['$initial' as const], priority: 1 },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { conditions: ['@reno/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to preload the public area's chunks on server-rendered pages.
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effect, but the bundler cannot tell: without this every
      // schema of a domain file the public pages import from (and zod with it) would ship to /.
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
  // The server-rendering bundle (entry-server.tsx) carries its dependencies, built for production, so the
  // markup (emotion's class names included) matches the browser build whatever NODE_ENV the server has.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-page tests render the app and load lazy chunks: 5 s is too tight on a loaded 2-core box.
    testTimeout: 20_000,
  },
}));
