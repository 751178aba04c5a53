import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The public pages as a build of their own, after the back office's (`npm run build`):
 * booking.html (served for /boeken and below) and offerte.html (for /offerte/{token}) with their
 * assets under dist/booking/. Its own build, not a second input of the back office's: no chunk, polyfill or
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
    // The customer's quote page (/offerte/{token}) is part of this small public bundle: it shares
    // the DOM builder, the API client and the styles, nothing of the back office.
    rollupOptions: {
      input: {
        booking: fileURLToPath(new URL('./booking.html', import.meta.url)),
        offerte: fileURLToPath(new URL('./offerte.html', import.meta.url)),
      },
    },
  },
});
