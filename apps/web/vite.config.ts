/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app, /trpc and /api on one origin; in dev Vite proxies to it.
const apiTarget = process.env.SEWABELI_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // Source maps are written for whoever holds the build (error reports) but not linked from the bundles, and the
  // API never serves *.map (issue 9: 785 sources were public).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  test: { include: ['**/*.test.{ts,tsx}'], environment: 'node' },
});
