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
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
