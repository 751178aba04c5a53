import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, isBuildCurrent } from '../../src/cli/ensure-web-build.ts';
import { hashWebSources, webSourceFiles } from '../../src/cli/web-build-sources.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const write = (root: string, file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

/** A repository with the web build's sources, some files that are not sources, and a build. */
const setUp = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  roots.push(root);
  write(root, 'apps/web/index.html', '<html>');
  write(root, 'apps/web/booking.html', '<html>');
  write(root, 'apps/web/offerte.html', '<html>');
  write(root, 'apps/web/src/booking/quote-main.ts', 'quote');
  write(root, 'apps/web/vite.config.ts', 'export default {}');
  write(root, 'apps/web/vite.booking.config.ts', 'export default {}');
  write(root, 'apps/web/src/booking/main.ts', 'main');
  write(root, 'apps/web/src/features/orders/page.tsx', 'page');
  write(root, 'packages/booking-view/src/index.ts', 'view');
  write(root, 'package-lock.json', '{}');
  // Not sources: tests, tool caches, the build itself.
  write(root, 'apps/web/test/page.test.ts', 'test');
  write(root, 'apps/web/tsconfig.tsbuildinfo', 'cache');
  const dist = path.join(root, 'apps/web/dist');
  write(root, 'apps/web/dist/index.html', '<html>');
  write(root, 'apps/web/dist/booking/booking.html', '<html>');
  write(root, 'apps/web/dist/booking/offerte.html', '<html>');
  return { root, dist };
};

const stamp = (dist: string, hash: string) =>
  writeFileSync(path.join(dist, BUILD_STAMP), `sources-sha256 ${hash}\n`);

describe('npm start builds the web app only when its sources changed', () => {
  it('lists the sources of both builds, and not tests, caches or the build', () => {
    const { root } = setUp();
    expect(webSourceFiles(root)).toEqual([
      'apps/web/booking.html',
      'apps/web/index.html',
      'apps/web/offerte.html',
      'apps/web/src/booking/main.ts',
      'apps/web/src/booking/quote-main.ts',
      'apps/web/src/features/orders/page.tsx',
      'apps/web/vite.booking.config.ts',
      'apps/web/vite.config.ts',
      'package-lock.json',
      'packages/booking-view/src/index.ts',
    ]);
  });

  it('counts a build without the stamp (missing or cut short) as not current', () => {
    const { root, dist } = setUp();
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
  });

  it('counts a build of these sources as current, however new every file time is (a fresh clone)', () => {
    const { root, dist } = setUp();
    stamp(dist, hashWebSources(root));
    const later = Date.now() / 1000 + 3600;
    for (const file of webSourceFiles(root)) utimesSync(path.join(root, file), later, later);
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(true);
  });

  it('rebuilds when a source changes, however deep, even with an older file time', () => {
    const { root, dist } = setUp();
    stamp(dist, hashWebSources(root));
    write(root, 'apps/web/src/features/orders/page.tsx', 'changed');
    utimesSync(path.join(root, 'apps/web/src/features/orders/page.tsx'), 1_000, 1_000);
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
  });

  it('rebuilds when a source is added or removed, or the lock file changes', () => {
    const { root, dist } = setUp();
    const built = hashWebSources(root);
    stamp(dist, built);
    write(root, 'apps/web/src/booking/new.ts', 'new');
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
    rmSync(path.join(root, 'apps/web/src/booking/new.ts'));
    expect(hashWebSources(root)).toBe(built);
    rmSync(path.join(root, 'apps/web/src/booking/main.ts'));
    expect(hashWebSources(root)).not.toBe(built);
    write(root, 'apps/web/src/booking/main.ts', 'main');
    write(root, 'package-lock.json', '{"v":2}');
    expect(hashWebSources(root)).not.toBe(built);
  });

  it('does not rebuild for a test or a typecheck cache', () => {
    const { root, dist } = setUp();
    stamp(dist, hashWebSources(root));
    write(root, 'apps/web/test/page.test.ts', 'changed');
    write(root, 'apps/web/tsconfig.tsbuildinfo', 'changed');
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(true);
  });

  it('counts a build without the booking page as not current', () => {
    const { root, dist } = setUp();
    stamp(dist, hashWebSources(root));
    rmSync(path.join(dist, 'booking'), { recursive: true });
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
  });

  it('rebuilds when the quote page (/offerte) or its code changes', () => {
    for (const file of ['apps/web/offerte.html', 'apps/web/src/booking/quote-main.ts']) {
      const { root, dist } = setUp();
      stamp(dist, hashWebSources(root));
      write(root, file, 'changed');
      expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
    }
  });

  it('counts a build without the quote page (/offerte) as not current', () => {
    const { root, dist } = setUp();
    stamp(dist, hashWebSources(root));
    rmSync(path.join(dist, 'booking', 'offerte.html'));
    expect(isBuildCurrent(dist, hashWebSources(root))).toBe(false);
  });
});
