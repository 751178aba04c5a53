import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The public booking page /boeken as a build of its own, after the back office's
 * (`npm run build`): booking.html and its assets under dist/booking/, served by the server for
 * /boeken and below. Its own build, not a second input of the back office's: no chunk, polyfill or
 * preload helper is shared, so neither page can break or weigh on the other.
 */
export default defineConfig({
  base: '/booking/',
  plugins: [precompress()],
  publicDir: false,
  build: {
    outDir: 'dist/booking',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rollupOptions: { input: fileURLToPath(new URL('./booking.html', import.meta.url)) },
  },
});
