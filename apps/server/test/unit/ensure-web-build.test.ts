import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_STAMP, isBuildCurrent } from '../../src/cli/ensure-web-build.ts';

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

const setUp = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  const dist = path.join(root, 'dist');
  const src = path.join(root, 'src');
  mkdirSync(dist);
  mkdirSync(path.join(src, 'nested'), { recursive: true });
  writeFileSync(path.join(src, 'nested', 'page.tsx'), 'x');
  at(path.join(src, 'nested', 'page.tsx'), 1_000);
  at(path.join(src, 'nested'), 1_000);
  at(src, 1_000);
  return { dist, src };
};

describe('npm start builds the web app only when needed', () => {
  it('counts a build without the stamp (missing or cut short) as not current', () => {
    const { dist, src } = setUp();
    writeFileSync(path.join(dist, 'index.html'), '<html>');
    expect(isBuildCurrent(dist, [src])).toBe(false);
  });

  it('counts a stamped build newer than every source as current', () => {
    const { dist, src } = setUp();
    writeFileSync(path.join(dist, BUILD_STAMP), 'x');
    at(path.join(dist, BUILD_STAMP), 2_000);
    expect(isBuildCurrent(dist, [src, path.join(src, 'missing.ts')])).toBe(true);
  });

  it('rebuilds when any source, however deep, is newer than the build', () => {
    const { dist, src } = setUp();
    writeFileSync(path.join(dist, BUILD_STAMP), 'x');
    at(path.join(dist, BUILD_STAMP), 2_000);
    at(path.join(src, 'nested', 'page.tsx'), 3_000);
    expect(isBuildCurrent(dist, [src])).toBe(false);
  });
});
