import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent } from '../../src/features/assets/pdf-active-content.ts';
import { pdfStructureProblem } from '../../src/features/assets/pdf-structure.ts';
import { tinyPdf } from '../support/items-factories.ts';
import { type ActivePdfKind, makeActivePdf, makeInertPdf } from '../support/pdf-factories.ts';
import {
  makeIncrementallyUpdatedPdf,
  makePdf,
  makeXrefStreamPdf,
  renderPdfkitDocument,
} from '../support/settings-factories.ts';

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
    expect(await pdfActiveContent(await make())).toBeNull();
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
    expect(pdfStructureProblem(pdf)).toBeNull();
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBe(1);
    expect(await pdfActiveContent(pdf)).not.toBeNull();
  });

  it('calls a file it cannot load unreadable', async () => {
    expect(await pdfActiveContent(Buffer.from('geen pdf'))).toBe('unreadable');
  });
});
