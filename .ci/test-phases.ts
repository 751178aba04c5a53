import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm test`: the phases one after another, stopping at the first that fails (as `a && b` did),
 * and a table of each phase's wall time at the end, so a CI log shows where the time goes
 * (docs/decisions.md, "Test suite speed (issue 25)"). Names as arguments run only those phases or
 * runs: `npm test -- lint unit`, `npm test -- e2e-postgres`.
 *
 * The Playwright suites on SQLite and on PostgreSQL run side by side: one browser test keeps about
 * half a core busy (it mostly waits for the page), and the two share nothing (each its own server,
 * port, database, data and output folder). Their lines carry a [sqlite] or [postgres] prefix.
 */
type Run = { name: string; command: string; env?: Record<string, string> };
type Phase = { name: string; runs: Run[] };

const PHASES: Phase[] = [
  { name: 'lint', runs: [{ name: 'lint', command: 'npm run lint' }] },
  { name: 'typecheck', runs: [{ name: 'typecheck', command: 'npm run typecheck' }] },
  { name: 'unit', runs: [{ name: 'unit', command: 'npm run test:unit' }] },
  { name: 'api-sqlite', runs: [{ name: 'api-sqlite', command: 'npm run test:api:sqlite' }] },
  { name: 'api-postgres', runs: [{ name: 'api-postgres', command: 'npm run test:api:postgres' }] },
  { name: 'build', runs: [{ name: 'build', command: 'npm run build' }] },
  {
    name: 'e2e',
    runs: [
      {
        name: 'e2e-sqlite',
        command: 'npm run test -w @app/e2e',
        env: { E2E_PORT: '4310', E2E_OUTPUT_DIR: 'test-results' },
      },
      {
        name: 'e2e-postgres',
        command: 'npm run test:postgres -w @app/e2e',
        env: { E2E_PORT: '4311', E2E_OUTPUT_DIR: 'test-results-postgres' },
      },
    ],
  },
];

/** Runs one command; alone it writes straight through, side by side each line gets a prefix. */
const runOne = (run: Run, prefix: string | null) =>
  new Promise<{ status: number; seconds: number }>((resolve) => {
    const start = performance.now();
    const child = spawn(run.command, {
      shell: true,
      stdio: prefix === null ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...run.env },
    });
    if (prefix !== null) {
      for (const stream of [child.stdout, child.stderr]) {
        if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      }
    }
    const done = (status: number) =>
      resolve({ status, seconds: Math.round((performance.now() - start) / 1000) });
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });

const times: string[] = [];
const row = (name: string, seconds: number, failed: boolean) =>
  `${name.padEnd(22)} ${String(seconds).padStart(5)} s${failed ? '  (mislukt)' : ''}`;
let exitCode = 0;
const started = performance.now();
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);
// An e2e run asked by name needs the build before it.
const needsBuild = only.some((name) => name.startsWith('e2e'));
for (const phase of PHASES) {
  const runs = phase.runs.filter(
    (run) => wanted(phase.name) || wanted(run.name) || (run.name === 'build' && needsBuild),
  );
  if (runs.length === 0) continue;
  const start = performance.now();
  const side = runs.length > 1;
  const results = await Promise.all(
    runs.map((run) => runOne(run, side ? `[${run.name.replace(/^e2e-/, '')}]` : null)),
  );
  const failed = results.find((r) => r.status !== 0);
  if (side) {
    runs.forEach((run, i) => {
      const result = results[i];
      if (result) times.push(row(`  ${run.name}`, result.seconds, result.status !== 0));
    });
    times.push(row(phase.name, Math.round((performance.now() - start) / 1000), failed !== undefined));
  } else if (results[0]) times.push(row(phase.name, results[0].seconds, failed !== undefined));
  if (failed) {
    exitCode = failed.status;
    break;
  }
}
times.push(row('totaal', Math.round((performance.now() - started) / 1000), false));
console.log(`\nDuur per fase:\n${times.join('\n')}`);
process.exit(exitCode);
