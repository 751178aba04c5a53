import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The official e-invoice rules (compiled Schematron, see ../shared/data/einvoice/README.md) run
 * from Node: xslt3 compiles an xsl to SEF once (slow: 17-80 s), saxon-js applies it (0.5 s a
 * document). The SEF is cached outside git under node_modules/.cache/einvoice, keyed by the xsl's
 * hash, so a run compiles only when the rules changed; test files share it through the disk.
 */

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

export type EinvoiceRules = 'si-ubl' | 'en16931';

const RULE_FILES: Record<EinvoiceRules, string> = {
  'si-ubl': 'si-ubl-2.0.xsl',
  en16931: 'EN16931-UBL-validation.xslt',
};

/**
 * EINVOICE_RULES_DIR, else the copy in the repository (apps/server/test/fixtures/einvoice: the
 * official XSLT sources with their licences, MIT and EUPL-1.2, from ../shared/data/einvoice), so a
 * clean clone anywhere validates without the workplace's shared folder. Only the compiled SEF
 * (9 MB, Saxonica's format) stays out of git.
 */
export const einvoiceRulesDir = () =>
  process.env.EINVOICE_RULES_DIR
    ? path.resolve(process.env.EINVOICE_RULES_DIR)
    : path.resolve(repoRoot, 'apps/server/test/fixtures/einvoice');

const cacheDir = path.join(repoRoot, 'node_modules/.cache/einvoice');

const compiled = new Map<EinvoiceRules, Promise<string>>();

const compile = async (rules: EinvoiceRules): Promise<string> => {
  const dir = einvoiceRulesDir();
  const xsl = path.join(dir, RULE_FILES[rules]);
  if (!existsSync(xsl)) {
    // Never skip: without the official rules the e-invoices are not validated at all.
    throw new Error(
      `De officiële e-factuurregels ontbreken: ${xsl} bestaat niet. Zet ze in ${dir} ` +
        '(zie README daar) of wijs EINVOICE_RULES_DIR naar de map met si-ubl-2.0.xsl en ' +
        'EN16931-UBL-validation.xslt.',
    );
  }
  const hash = createHash('sha256')
    .update(await readFile(xsl))
    .digest('hex')
    .slice(0, 16);
  const sef = path.join(cacheDir, `${rules}-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  await mkdir(cacheDir, { recursive: true });
  // Written under a temporary name and renamed, so a test file running alongside never reads half.
  const partial = `${sef}.${process.pid}.${Date.now()}.tmp`;
  const cli = path.join(path.dirname(require.resolve('xslt3/package.json')), 'xslt3.js');
  try {
    await run(process.execPath, [cli, `-xsl:${xsl}`, `-export:${partial}`, '-nogo'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    await rename(partial, sef);
  } finally {
    await rm(partial, { force: true });
  }
  return sef;
};

/** The SEF file of the rules, compiled on first use (once per process, cached on disk). */
export const compiledRules = (rules: EinvoiceRules): Promise<string> => {
  let found = compiled.get(rules);
  if (!found) {
    found = compile(rules);
    compiled.set(rules, found);
  }
  return found;
};

export type EinvoiceFinding = { id: string; flag: string; text: string; location: string };

type SaxonJs = {
  transform: (
    options: ({ stylesheetFileName: string } | { stylesheetInternal: unknown }) & {
      sourceText: string;
      destination: 'serialized';
    },
    mode: 'sync',
  ) => { principalResult: string; stylesheetInternal: unknown };
};

/** The SEF as saxon-js holds it after the first use: reading 9 MB of JSON again costs seconds. */
const loaded = new Map<EinvoiceRules, unknown>();

/**
 * Validates a UBL document: `fatal` holds every failed assertion flagged fatal (the document is
 * refused by a receiver), `warnings` the rest.
 */
export const validateEinvoice = async (xml: string, rules: EinvoiceRules) => {
  const sef = await compiledRules(rules);
  const saxon = require('saxon-js') as SaxonJs;
  const internal = loaded.get(rules);
  const result = saxon.transform(
    {
      ...(internal ? { stylesheetInternal: internal } : { stylesheetFileName: sef }),
      sourceText: xml,
      destination: 'serialized',
    },
    'sync',
  );
  if (!internal) loaded.set(rules, result.stylesheetInternal);
  const svrl = result.principalResult;
  const findings: EinvoiceFinding[] = [];
  const assert = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
  for (const match of svrl.matchAll(assert)) {
    const attributes = match[1] ?? '';
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2] ?? '')?.[1]?.trim() ?? '';
    findings.push({ id: attr('id'), flag: attr('flag'), text, location: attr('location') });
  }
  return {
    svrl,
    fatal: findings.filter((f) => f.flag === 'fatal'),
    warnings: findings.filter((f) => f.flag !== 'fatal'),
  };
};
