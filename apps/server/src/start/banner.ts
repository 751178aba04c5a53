import type { Config } from '../config.ts';
import { DEMO_LOGIN } from './seed-demo-data.ts';

/**
 * What `npm start` prints once the server answers. The demo login only on the start that created
 * it: later its password may have been changed.
 */
export const printBanner = (config: Config, opts: { seeded: boolean; workers: number }) => {
  process.stdout.write(
    `\n  Verhuur Backoffice draait op ${config.appUrl}${
      opts.workers > 1 ? ` (${opts.workers} werkprocessen)` : ''
    }\n${opts.seeded ? `  Demo-login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}\n` : ''}\n`,
  );
};
