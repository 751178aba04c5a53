import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent } from '../../src/features/assets/pdf-active-content.ts';
import { pdfProblem } from '../../src/features/assets/pdf-check.ts';
import { tinyPdf } from '../support/items-factories.ts';
import { type ActivePdfKind, makeActivePdf, makeInertPdf } from '../support/pdf-factories.ts';
import {
  makeIncrementallyUpdatedPdf,
  makePdf,
  makeXrefStreamPdf,
  renderPdfkitDocument,
} from '../support/settings-factories.ts';

const load = (pdf: Buffer) => PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });

describe('pdfActiveContent lets inert PDFs through', () => {
  it.each([
    ['a classic xref table', () => makePdf()],
    ['a compact one-line-object PDF', () => tinyPdf()],
    ['an incremental update', () => makeIncrementallyUpdatedPdf()],
    ['a compressed xref stream', () => makeXrefStreamPdf()],
    ['a catalog inside an object stream', () => makeXrefStreamPdf({ objectStream: true })],
    ['pdfkit output', renderPdfkitDocument],
    ['pdf-lib output with a page open action and a web link', () => makeInertPdf()],
    ['the same in object streams', () => makeInertPdf({ objectStreams: true })],
  ])('%s', async (_label, make) => {
    expect(pdfActiveContent(await load(await make()))).toBeNull();
    expect(await pdfProblem(await make())).toBeNull();
  });
});

const KINDS: ActivePdfKind[] = [
  'open-action-javascript',
  'document-javascript',
  'link-javascript',
  'page-open-javascript',
  'launch',
  'escaped-name',
  'xfa',
];

describe('pdfActiveContent finds JavaScript and launch actions', () => {
  const cases = KINDS.flatMap((kind) => [[kind, false] as const, [kind, true] as const]).filter(
    ([kind, objectStreams]) => !(kind === 'escaped-name' && objectStreams),
  );
  it.each(cases)('%s (object streams: %s)', async (kind, objectStreams) => {
    const pdf = await makeActivePdf(kind, { objectStreams });
    // A real PDF, structurally sound: only its content gets it refused.
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(1);
    expect(pdfActiveContent(await load(pdf))).not.toBeNull();
    expect(await pdfProblem(pdf)).toMatchObject({ kind: 'active' });
  });
});
