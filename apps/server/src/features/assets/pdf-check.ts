import { PDFDocument, PDFName } from 'pdf-lib';
import { pdfActiveContent } from './pdf-active-content.ts';

export type PdfProblem = { kind: 'broken' | 'uncheckable' | 'active'; detail: string };

// A writer ends the file with %%EOF; some append a few bytes (a newline, padding) after it.
const TAIL_BYTES = 1024;
const EOF_MARKER = Buffer.from('%%EOF', 'latin1');

/**
 * Why an uploaded PDF is refused, or null. pdf-lib (also used for the active-content check) loads
 * the file: a file it cannot load, whose catalog is not a catalog, or whose page tree gives no
 * page is 'broken' (HTML or a script between %PDF- and %%EOF, a made-up xref, a file cut off
 * inside an object). A file cut off after its last object loads, so the end must still carry
 * %%EOF, as every writer puts it there: that is how a truncated upload shows. pdf-lib repairs what
 * readers repair too (a stale startxref, a catalog moved), so those files pass, as they open fine.
 * An encrypted file pdf-lib cannot load is 'uncheckable' (its contents cannot be checked).
 */
export const pdfProblem = async (buffer: Buffer): Promise<PdfProblem | null> => {
  if (!buffer.subarray(-TAIL_BYTES).includes(EOF_MARKER))
    return { kind: 'broken', detail: 'no %%EOF at the end' };
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(buffer, { ignoreEncryption: true, updateMetadata: false });
  } catch (err) {
    // Encrypted object streams cannot be read without the password: say so rather than "broken".
    const kind = buffer.includes('/Encrypt', 0, 'latin1') ? 'uncheckable' : 'broken';
    return { kind, detail: `cannot load: ${(err as Error).message}` };
  }
  const pages = pageCountOf(doc);
  if (pages === null) return { kind: 'broken', detail: 'no catalog with a page tree' };
  if (pages === 0) return { kind: 'broken', detail: 'no pages' };
  const active = pdfActiveContent(doc);
  return active === null ? null : { kind: 'active', detail: active };
};

const pageCountOf = (doc: PDFDocument): number | null => {
  try {
    const type = doc.catalog.get(PDFName.of('Type'));
    if (!(type instanceof PDFName) || type.asString() !== '/Catalog') return null;
    // Walks the page tree; throws when /Pages is missing or not a page tree.
    return doc.getPageCount();
  } catch {
    return null;
  }
};
