/**
 * Part of `npm start` (and all of `npm run build`, with `--force`): builds everything the server
 * serves from apps/web/dist, the back office (vite.config.ts) and the public booking page under
 * dist/booking (vite.booking.config.ts). `npm start` builds only when the build is missing or was
 * made from other sources: the build's stamp holds the hash of the sources it was made from
 * (web-build-sources.ts), so a fresh clone or copy, whose files all have new times, is judged by
 * content, never by file times. The stamp is written last, so a build cut short is no build. A
 * new build goes to a temporary folder first and then takes the place of the old one; a lock
 * folder makes a second start wait for the first one's build instead of building too. With
 * WEB_DIST set, the given build is used as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { hashWebSources } from './web-build-sources.ts';

export const BUILD_STAMP = '.build-complete';

const STALE_LOCK_MS = 10 * 60_000;

const stampOf = (hash: string) => `sources-sha256 ${hash}\n`;

/** Whether `distDir` holds a complete build made from sources with this hash. */
export const isBuildCurrent = (distDir: string, sourceHash: string) => {
  const stamp = path.join(distDir, BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  return (
    readFileSync(stamp, 'utf8') === stampOf(sourceHash) &&
    existsSync(path.join(distDir, 'index.html')) &&
    existsSync(path.join(distDir, 'booking', 'booking.html')) &&
    existsSync(path.join(distDir, 'booking', 'offerte.html'))
  );
};

const tryLock = (lockDir: string) => {
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    // A lock left by a build that crashed long ago does not block forever.
    const lockedAt = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - lockedAt > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
    return false;
  }
};

const runVite = (root: string, args: string[]) => {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return spawnSync(process.execPath, [vite, 'build', ...args], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
};

/** Both builds into a temporary folder, the stamp last, then in place of the old build. */
const build = (root: string, dist: string, sourceHash: string) => {
  const webRoot = path.join(root, 'apps/web');
  const tmp = path.join(webRoot, `.dist-build-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const ok =
    runVite(root, ['--outDir', tmp, '--emptyOutDir']).status === 0 &&
    runVite(root, ['-c', 'vite.booking.config.ts', '--outDir', path.join(tmp, 'booking'), '--emptyOutDir'])
      .status === 0;
  if (!ok) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error('de web-app kon niet worden gebouwd');
  }
  writeFileSync(path.join(tmp, BUILD_STAMP), stampOf(sourceHash));
  const old = path.join(webRoot, `.dist-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(tmp, dist);
  rmSync(old, { recursive: true, force: true });
};

export type WebBuildOutcome = 'external' | 'current' | 'built';

export const ensureWebBuild = async (
  options: { root?: string; force?: boolean } = {},
): Promise<WebBuildOutcome> => {
  const root = options.root ?? repoRoot;
  if (process.env.WEB_DIST && !options.force) return 'external';
  const dist = path.join(root, 'apps/web/dist');
  const lockDir = path.join(root, 'apps/web/.dist-build-lock');
  const current = () => !options.force && isBuildCurrent(dist, hashWebSources(root));
  if (current()) return 'current';
  while (!tryLock(lockDir)) {
    // Another start is building: wait for it, then use its build if that is current.
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (!existsSync(lockDir) && current()) return 'current';
  }
  try {
    // Hashed under the lock, before building: a source changed during the build makes the next
    // start build again rather than trust a build that may have missed the change.
    const sourceHash = hashWebSources(root);
    if (!options.force && isBuildCurrent(dist, sourceHash)) return 'current';
    console.log(
      options.force
        ? 'De web-app wordt gebouwd…'
        : 'De web-app wordt gebouwd (geen build, of een build van andere bronnen)…',
    );
    build(root, dist, sourceHash);
    return 'built';
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
};

if (import.meta.main) {
  try {
    await ensureWebBuild({ force: process.argv.includes('--force') });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
