import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** .gitignore's patterns as tests on a path relative to the repository (the simple forms it uses). */
const ignoredBy = (root: string): Array<(rel: string, name: string) => boolean> => {
  const lines = readFileSync(path.join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!'));
  return [
    (_rel, name) => name === '.git',
    ...lines.map((line) => {
      const pattern = line.replace(/\/$/, '').replace(/^\//, '');
      const regex = new RegExp(
        `^${pattern
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]*')}$`,
      );
      // A pattern with a slash is anchored at the root; one without matches a name anywhere.
      return pattern.includes('/')
        ? (rel: string) => regex.test(rel)
        : (_rel: string, name: string) => regex.test(name);
    }),
  ];
};

const copyTree = (from: string, to: string, rel: string, ignored: ReturnType<typeof ignoredBy>) => {
  mkdirSync(path.join(to, rel), { recursive: true });
  for (const entry of readdirSync(path.join(from, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (ignored.some((test) => test(child, entry.name))) continue;
    if (entry.isDirectory()) copyTree(from, to, child, ignored);
    else if (entry.isFile()) copyFileSync(path.join(from, child), path.join(to, child));
  }
};

/**
 * The repository as a fresh clone has it: every file git would keep (.gitignore honoured, so no
 * dist, data or node_modules), with new file times. Its node_modules are what `npm ci` would make
 * (this checkout's, which `npm ci` made from the same lock file): a folder of links to this
 * checkout's packages, except the workspace links (`@app/…`), which point into the copy as npm's
 * do, so the copy builds and runs its own sources. A real `npm ci` per run would cost CI minutes
 * and the network for nothing the test is about.
 */
export const freshCopyOfRepo = () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'));
  copyTree(repoRoot, root, '', ignoredBy(repoRoot));
  const modules = path.join(repoRoot, 'node_modules');
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name === '@app') {
      mkdirSync(path.join(root, 'node_modules/@app'));
      for (const workspace of readdirSync(path.join(modules, '@app')))
        symlinkSync(
          readlinkSync(path.join(modules, '@app', workspace)),
          path.join(root, 'node_modules/@app', workspace),
        );
    } else {
      symlinkSync(path.join(modules, name), path.join(root, 'node_modules', name));
    }
  }
  // npm keeps a workspace's own copy of a package where versions differ (e.g. apps/server).
  const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const workspace of workspaces) {
    const own = path.join(repoRoot, workspace, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(root, workspace, 'node_modules'));
  }
  return root;
};
