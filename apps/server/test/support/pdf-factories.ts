import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

export type ActivePdfKind =
  | 'open-action-javascript'
  | 'document-javascript'
  | 'link-javascript'
  | 'page-open-javascript'
  | 'launch'
  | 'escaped-name'
  | 'xfa';

/**
 * A valid PDF (real xref, written by pdf-lib) carrying the given active content; with
 * `objectStreams` its objects are packed into compressed object streams, where a byte search
 * would not see them.
 */
export const makeActivePdf = async (kind: ActivePdfKind, { objectStreams = false } = {}) => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Keuringscertificaat', { x: 20, y: 100, size: 12 });
  const ctx = doc.context;
  // Four spaces the escaped-name variant takes back, so its byte offsets stay where the xref says.
  const script = PDFString.of(kind === 'escaped-name' ? 'app.alert(1)    ' : 'app.alert(1)');
  switch (kind) {
    case 'open-action-javascript':
      doc.catalog.set(PDFName.of('OpenAction'), ctx.obj({ S: 'JavaScript', JS: script }));
      break;
    case 'document-javascript': {
      const action = ctx.register(ctx.obj({ S: 'JavaScript', JS: script }));
      const tree = ctx.obj({ Names: [PDFString.of('init'), action] });
      doc.catalog.set(PDFName.of('Names'), ctx.obj({ JavaScript: ctx.register(tree) }));
      break;
    }
    case 'link-javascript': {
      const link = ctx.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [10, 10, 100, 40],
        A: { S: 'JavaScript', JS: script },
      });
      page.node.set(PDFName.of('Annots'), ctx.obj([ctx.register(link)]));
      break;
    }
    case 'page-open-javascript':
      page.node.set(PDFName.of('AA'), ctx.obj({ O: { S: 'JavaScript', JS: script } }));
      break;
    case 'launch':
      doc.catalog.set(
        PDFName.of('OpenAction'),
        ctx.obj({ S: 'Launch', F: PDFString.of('cmd.exe'), NewWindow: true }),
      );
      break;
    case 'escaped-name':
      // /S /JavaScript written as /S /J#61vaScript and /JS as /J#53: the same names, escaped.
      doc.catalog.set(PDFName.of('OpenAction'), ctx.obj({ S: 'JavaScript', JS: script }));
      break;
    case 'xfa':
      doc.catalog.set(PDFName.of('AcroForm'), ctx.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
      break;
  }
  const bytes = Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
  if (kind !== 'escaped-name') return bytes;
  if (objectStreams) throw new Error('escaped names are written into the plain file only');
  const text = bytes.toString('latin1');
  const escaped = text
    .replace('/S /JavaScript', '/S /J#61vaScript')
    .replace('/JS (', '/J#53 (')
    .replace('app.alert(1)    )', 'app.alert(1))');
  if (escaped.length !== text.length) throw new Error('escaping moved the objects');
  return Buffer.from(escaped, 'latin1');
};

/** A plain PDF written by pdf-lib, as a clean counterpart of makeActivePdf. */
export const makeInertPdf = async ({ objectStreams = false } = {}) => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  page.drawText('Keuringscertificaat', { x: 20, y: 100, size: 12 });
  // A harmless open action (show page 1) and a web link: not active content.
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, PDFName.of('Fit')]));
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [10, 10, 100, 40],
    A: { S: 'URI', URI: PDFString.of('https://example.nl/keuring') },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
};

/** The text of a PDF as unpdf reads it, pages merged. */
export const extractPdfText = async (bytes: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

/** The text of a PDF with every run of white space folded to one space. */
export const pdfText = async (bytes: Buffer) => (await extractPdfText(bytes)).replace(/\s+/g, ' ');
