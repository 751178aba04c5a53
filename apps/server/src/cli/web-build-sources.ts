import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the web build (the back office and the booking page) reads, as paths relative to the
 * repository: apps/web's configs, pages and sources, the workspace packages it bundles and the lock
 * file (which stands for node_modules). Tests, builds and tool caches (`*.tsbuildinfo`) are not
 * sources: a typecheck or a test run must not make the next start rebuild.
 */
const WEB_TOP_LEVEL = /^(?:[^.][^/]*\.(?:html|ts)|package\.json|tsconfig(?:\.[\w-]+)?\.json)$/;
const SOURCE_DIRS = [
  'apps/web/src',
  'apps/web/public',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/booking-view/src',
];
const SOURCE_FILES = [
  'packages/contracts/package.json',
  'packages/domain/package.json',
  'packages/booking-view/package.json',
  'package-lock.json',
];

const filesUnder = (root: string, dir: string): string[] => {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(root, rel);
    return entry.isFile() ? [rel] : [];
  });
};

/** Every source file of the web build under `root`, sorted (the same list on every machine). */
export const webSourceFiles = (root: string): string[] => {
  const web = path.join(root, 'apps/web');
  const topLevel = existsSync(web)
    ? readdirSync(web)
        .filter((name) => WEB_TOP_LEVEL.test(name) && statSync(path.join(web, name)).isFile())
        .map((name) => `apps/web/${name}`)
    : [];
  const files = [
    ...topLevel,
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...SOURCE_FILES.filter((file) => existsSync(path.join(root, file))),
  ];
  return files.sort();
};

/**
 * A SHA-256 over the web build's sources: each file's path and the hash of its content. A
 * checkout, a copy or `touch` gives files new times but the same hash; any change of content, a
 * new file or a removed one gives another. Times are never read.
 */
export const hashWebSources = (root: string): string => {
  const all = createHash('sha256');
  for (const file of webSourceFiles(root)) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(root, file)))
      .digest('hex');
    all.update(`${file}\0${content}\n`);
  }
  return all.digest('hex');
};
