import { spawnSync } from 'node:child_process';

/**
 * `npm test`: the phases one after another, stopping at the first that fails (as `a && b` did),
 * and a table of each phase's wall time at the end, so a CI log shows where the time goes
 * (docs/decisions.md, "Testing and CI"). Names as arguments run only those phases:
 * `npm test -- lint unit`.
 */
const PHASES: Array<[name: string, command: string]> = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  // npm start on a fresh copy of the repository: builds both web bundles, serves every page.
  ['start', 'npm run test:start'],
  ['api-sqlite', 'npm run test:api:sqlite'],
  ['api-postgres', 'npm run test:api:postgres'],
  // Builds the SPA first; e2e-postgres reuses that build.
  ['e2e-sqlite', 'npm run test:e2e'],
  ['e2e-postgres', 'npm run test:postgres -w @app/e2e'],
];

const times: string[] = [];
let exitCode = 0;
const started = performance.now();
const only = process.argv.slice(2);
for (const [name, command] of PHASES.filter(([name]) => only.length === 0 || only.includes(name))) {
  const start = performance.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - start) / 1000);
  const status = result.status ?? 1;
  times.push(`${name.padEnd(22)} ${String(seconds).padStart(5)} s${status === 0 ? '' : '  (mislukt)'}`);
  if (status !== 0) {
    exitCode = status;
    break;
  }
}
times.push(
  `${'totaal'.padEnd(22)} ${String(Math.round((performance.now() - started) / 1000)).padStart(5)} s`,
);
console.log(`\nDuur per fase:\n${times.join('\n')}`);
process.exit(exitCode);
