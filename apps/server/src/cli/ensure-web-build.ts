/**
 * Part of `npm start`: builds the web app only when the build is missing or older than its sources,
 * so a start with an up-to-date build goes straight to the server (and two starts from one checkout
 * do not rebuild over each other's files). A build is complete when the build wrote its stamp
 * (apps/web/vite-precompress.ts, the last step). A new build goes to a temporary folder first and
 * then takes the place of the old one; a lock folder makes a second start wait for the first
 * one's build instead of building too. With WEB_DIST set, the given build is used as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';

export const BUILD_STAMP = '.build-complete';

const webRoot = path.join(repoRoot, 'apps/web');
const dist = path.join(webRoot, 'dist');
const lockDir = path.join(webRoot, '.dist-build-lock');
const STALE_LOCK_MS = 10 * 60_000;

/** Everything the web build reads (besides node_modules, which package-lock.json stands for). */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/booking.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.booking.config.ts',
  'apps/web/vite-precompress.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/booking-view/src',
  'package-lock.json',
].map((p) => path.join(repoRoot, p));

const newestMtime = (p: string): number => {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
};

export const isBuildCurrent = (distDir = dist, sources = SOURCES) => {
  const stamp = path.join(distDir, BUILD_STAMP);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return sources.every((source) => newestMtime(source) <= built);
};

const tryLock = () => {
  try {
    mkdirSync(lockDir);
    return true;
  } catch {
    // A lock left by a build that crashed long ago does not block forever.
    const lockedAt = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - lockedAt > STALE_LOCK_MS) {
      rmSync(lockDir, { recursive: true, force: true });
    }
    return false;
  }
};

const build = () => {
  const tmp = path.join(webRoot, `.dist-build-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', tmp, '--emptyOutDir'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error('de web-app kon niet worden gebouwd');
  }
  const old = path.join(webRoot, `.dist-old-${process.pid}`);
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(tmp, dist);
  rmSync(old, { recursive: true, force: true });
};

export const ensureWebBuild = async () => {
  if (process.env.WEB_DIST) return 'external';
  if (isBuildCurrent()) return 'current';
  while (!tryLock()) {
    // Another start is building: wait for it, then use its build if that is current.
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (!existsSync(lockDir) && isBuildCurrent()) return 'current';
  }
  try {
    if (isBuildCurrent()) return 'current';
    console.log('De web-app wordt gebouwd (de bronnen zijn nieuwer dan de build)…');
    build();
    return 'built';
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
};

if (import.meta.main) {
  try {
    await ensureWebBuild();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  }
}
