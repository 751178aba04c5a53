import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The size rule of `npm run lint`: no .tsx over 400 lines and no .ts over 500 in the sources,
 * tests and e2e included. A file that long no longer reads in one go; split it into parts and
 * hooks (or, for a test file, by topic) before it gets there.
 */
const LIMITS: Record<string, number> = { '.tsx': 400, '.ts': 500 };
const ROOTS = ['apps', 'packages', 'e2e', 'bench', '.ci'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

/**
 * The only exceptions. Contract schema files describe every field of every endpoint of an area
 * in one place (packages/contracts); generated files are not read by people (none yet: list a
 * generator's output here by path).
 */
const CONTRACT_SCHEMAS = /^packages\/contracts\/src\/[^/]+\.ts$/;
const GENERATED: readonly string[] = [];

const repo = path.resolve(import.meta.dirname, '..');

const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : filesUnder(rel);
    return rel.endsWith('.d.ts') ? [] : [rel];
  });

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const excepted = (file: string) => CONTRACT_SCHEMAS.test(file) || GENERATED.includes(file);

const tooLong: string[] = [];
for (const file of ROOTS.flatMap(filesUnder)) {
  const limit = LIMITS[path.extname(file)];
  if (limit === undefined || excepted(file)) continue;
  const lines = lineCount(readFileSync(path.join(repo, file), 'utf8'));
  if (lines > limit) tooLong.push(`${file}: ${lines} regels (hoogstens ${limit})`);
}

if (tooLong.length > 0) {
  console.error(`Te lange bestanden; splits ze in delen:\n${tooLong.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Bestandsgrootte: geen bestand boven de grens.');
