import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { pdfProblem } from '../../src/features/assets/pdf-check.ts';
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

describe('pdfProblem accepts real PDFs', () => {
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
    [
      'a newline and padding after %%EOF',
      () => latin1(`${makePdf().toString('latin1')}\n${' '.repeat(200)}`),
    ],
    // Readers rebuild a stale cross-reference, and so does pdf-lib: this opens fine, so it passes.
    ['a startxref past the end', () => editedPdf((t) => t.replace(/startxref\n\d+/, 'startxref\n999999'))],
  ])('%s', async (_label, make) => {
    const pdf = await make();
    expect(await pdfProblem(pdf)).toBeNull();
    // The fixture is a real PDF: pdf.js opens it.
    expect((await getDocumentProxy(new Uint8Array(pdf))).numPages).toBeGreaterThan(0);
  });
});

it('lets pdf-lib find a catalog the trailer does not point at (pdf.js would not open it)', async () => {
  // The one case the hand-written structure check refused and pdf-lib repairs: a damaged file,
  // not a fake or truncated one; stored, it is shown by readers that repair as pdf-lib does.
  const pdf = editedPdf((t) => t.replace('1 0 obj', '7 0 obj'));
  expect(await pdfProblem(pdf)).toBeNull();
});

describe('pdfProblem refuses what only looks like a PDF as broken', () => {
  it.each([
    ['not a PDF at all', () => latin1('geen pdf')],
    [
      'HTML between %PDF- and %%EOF',
      () => latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n'),
    ],
    ['no header', () => latin1(makePdf().toString('latin1').replace('%PDF-1.4', '%XYZ-1.4'))],
    ['a startxref pointing at no xref', () => latin1('%PDF-1.4\n<html></html>\nstartxref\n9\n%%EOF\n')],
    [
      'a root object that is not a catalog',
      () => editedPdf((t) => t.replace('/Type /Catalog', '/Type /Kaart')),
    ],
    ['a broken xref entry', () => editedPdf((t) => t.replace('00000 n', 'xxxxx n'))],
    ['truncated after the xref', () => makePdf().subarray(0, makePdf().indexOf('trailer'))],
    ['truncated inside the header', () => makePdf().subarray(0, 60)],
    ['truncated half-way', () => makePdf().subarray(0, Math.floor(makePdf().length / 2))],
    [
      'truncated half-way with %%EOF glued on',
      () =>
        latin1(
          `${makePdf()
            .toString('latin1')
            .slice(0, makePdf().length / 2)}\n%%EOF\n`,
        ),
    ],
    [
      'a fake %PDF- file with a made-up xref',
      () =>
        latin1(
          '%PDF-1.4\nxref\n0 2\n0000000000 65535 f \n0000000100 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
        ),
    ],
    ['a catalog without a page tree', () => editedPdf((t) => t.replace('/Pages 2 0 R', ''))],
    [
      'a page tree without pages',
      () => editedPdf((t) => t.replace('/Kids [3 0 R] /Count 1', '/Kids [] /Count 0')),
    ],
  ])('%s', async (_label, make) => {
    expect(await pdfProblem(make())).toMatchObject({ kind: 'broken' });
  });
});
