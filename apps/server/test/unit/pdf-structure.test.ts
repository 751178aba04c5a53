import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfStructureProblem } from '../../src/features/assets/pdf-structure.ts';
import { tinyPdf } from '../support/items-factories.ts';
import {
  makeIncrementallyUpdatedPdf,
  makePdf,
  makeXrefStreamPdf,
  renderPdfkitDocument,
} from '../support/settings-factories.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** makePdf() with its text changed by `edit` (offsets are not recomputed). */
const editedPdf = (edit: (text: string) => string) => latin1(edit(makePdf().toString('latin1')));

describe('pdfStructureProblem accepts real PDFs', () => {
  it.each([
    ['a classic xref table', () => makePdf()],
    ['a compact one-line-object PDF', () => tinyPdf()],
    ['an incremental update (/Prev chain)', () => makeIncrementallyUpdatedPdf()],
    ['a compressed xref stream', () => makeXrefStreamPdf()],
    ['a catalog inside an object stream', () => makeXrefStreamPdf({ objectStream: true })],
    ['pdfkit output', renderPdfkitDocument],
    ['CRLF line ends', () => latin1(makePdf().toString('latin1').replaceAll(' \n', '\r\n'))],
    [
      'a few bytes before %PDF- with offsets counted from the header',
      () => latin1(`\r\n\r\n${makePdf().toString('latin1')}`),
    ],
  ])('%s', async (_label, make) => {
    const pdf = await make();
    expect(pdfStructureProblem(pdf)).toBeNull();
    // The fixture is a real PDF: pdf.js opens it.
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBeGreaterThan(0);
  });
});

describe('pdfStructureProblem refuses what only looks like a PDF', () => {
  it.each([
    [
      'HTML between %PDF- and %%EOF',
      () => latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'),
    ],
    ['no header', () => latin1(makePdf().toString('latin1').replace('%PDF-1.4', '%XYZ-1.4'))],
    ['a startxref pointing at no xref', () => latin1('%PDF-1.4\n<html></html>\nstartxref\n9\n%%EOF\n')],
    ['a startxref past the end', () => editedPdf((t) => t.replace(/startxref\n\d+/, 'startxref\n999999'))],
    [
      'a startxref pointing into an object',
      () => editedPdf((t) => t.replace(/startxref\n\d+/, 'startxref\n20')),
    ],
    ['a trailer without /Root', () => editedPdf((t) => t.replace(' /Root 1 0 R', ''))],
    ['a catalog not where the xref says', () => editedPdf((t) => t.replace('1 0 obj', '7 0 obj'))],
    [
      'a root object that is not a catalog',
      () => editedPdf((t) => t.replace('/Type /Catalog', '/Type /Kaart')),
    ],
    ['a broken xref entry', () => editedPdf((t) => t.replace('00000 n', 'xxxxx n'))],
    ['truncated after the xref', () => makePdf().subarray(0, makePdf().indexOf('trailer'))],
    [
      'an xref stream whose data is not deflated',
      () => {
        const pdf = makeXrefStreamPdf();
        const start = pdf.lastIndexOf('stream\n') + 'stream\n'.length;
        pdf.fill(0x41, start, start + 8);
        return pdf;
      },
    ],
    [
      'a fake %PDF- file with a made-up xref',
      () =>
        latin1(
          '%PDF-1.4\nxref\n0 2\n0000000000 65535 f \n0000000100 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
        ),
    ],
  ])('%s', (_label, make) => {
    expect(pdfStructureProblem(make())).not.toBeNull();
  });
});
