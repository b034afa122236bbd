import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The studio is served by the reference server on the same origin in production (`npm start`).
 * In development, Vite proxies /api to the server (STUDIO_API_ORIGIN, default :8080) so cookies
 * stay first-party and SameSite=Strict holds.
 */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: process.env.STUDIO_API_ORIGIN ?? 'http://localhost:8080',
        changeOrigin: false,
      },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
});
