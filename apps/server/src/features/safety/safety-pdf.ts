import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR, printablePdfText } from '../../lib/pdf-font.ts';

/**
 * A simple flowing document for the safety papers (handover per order, a unit's file for an
 * inspector), set in the invoice PDF's embedded DejaVu Sans so every name prints as written.
 * pdfkit breaks pages itself; headings start a new page when little room is left.
 */
export type PdfBlock =
  | { type: 'title'; text: string }
  | { type: 'heading'; text: string; newPage?: boolean }
  | { type: 'text'; text: string; muted?: boolean }
  | { type: 'fields'; rows: Array<[string, string]> }
  | { type: 'ruledTable'; columns: string[]; rows: number }
  /** A PNG scaled to fit the box (a signature), framed by a thin line. */
  | { type: 'image'; png: Buffer; fit: [number, number]; label: string };

const FONT = 'DejaVu';
const BOLD = 'DejaVu-Bold';
const MARGIN = 50;

export const renderSafetyPdf = (title: string, blocks: readonly PdfBlock[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title } });
    doc.registerFont(FONT, PDF_FONT_REGULAR);
    doc.registerFont(BOLD, PDF_FONT_BOLD);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = doc.page.width - 2 * MARGIN;
    const bottom = () => doc.page.height - MARGIN;
    const ensureRoom = (height: number) => {
      if (doc.y + height > bottom()) doc.addPage();
    };
    let first = true;
    for (const block of blocks) {
      switch (block.type) {
        case 'title':
          doc
            .font(BOLD)
            .fontSize(18)
            .fillColor('#111111')
            .text(printablePdfText(block.text), MARGIN, doc.y, { width });
          doc.moveDown(0.5);
          break;
        case 'heading':
          if (block.newPage && !first) doc.addPage();
          else ensureRoom(80);
          doc.moveDown(0.5);
          doc
            .font(BOLD)
            .fontSize(13)
            .fillColor('#111111')
            .text(printablePdfText(block.text), MARGIN, doc.y, { width });
          doc.moveDown(0.3);
          break;
        case 'text':
          doc
            .font(FONT)
            .fontSize(10)
            .fillColor(block.muted ? '#555555' : '#111111')
            .text(printablePdfText(block.text), MARGIN, doc.y, { width });
          doc.moveDown(0.4);
          break;
        case 'fields':
          for (const [label, value] of block.rows) {
            ensureRoom(16);
            const y = doc.y;
            doc
              .font(BOLD)
              .fontSize(10)
              .fillColor('#111111')
              .text(printablePdfText(label), MARGIN, y, { width: 150 });
            const labelBottom = doc.y;
            doc.font(FONT).text(printablePdfText(value || '—'), MARGIN + 160, y, { width: width - 160 });
            doc.y = Math.max(doc.y, labelBottom);
          }
          doc.moveDown(0.4);
          break;
        case 'ruledTable': {
          const columnWidth = width / block.columns.length;
          const rowHeight = 26;
          ensureRoom(rowHeight * 3);
          let y = doc.y;
          doc.font(BOLD).fontSize(9).fillColor('#111111');
          block.columns.forEach((column, i) => {
            doc.text(printablePdfText(column), MARGIN + i * columnWidth + 3, y + 6, {
              width: columnWidth - 6,
            });
          });
          for (let row = 0; row <= block.rows; row++) {
            if (y + rowHeight > bottom()) {
              doc.addPage();
              y = doc.y;
            }
            doc.rect(MARGIN, y, width, rowHeight).strokeColor('#999999').lineWidth(0.5).stroke();
            for (let i = 1; i < block.columns.length; i++) {
              doc
                .moveTo(MARGIN + i * columnWidth, y)
                .lineTo(MARGIN + i * columnWidth, y + rowHeight)
                .stroke();
            }
            y += rowHeight;
          }
          doc.y = y + 8;
          doc.x = MARGIN;
          break;
        }
        case 'image': {
          const [boxWidth, boxHeight] = block.fit;
          ensureRoom(boxHeight + 30);
          const y = doc.y;
          doc
            .rect(MARGIN, y, boxWidth + 8, boxHeight + 8)
            .strokeColor('#999999')
            .lineWidth(0.5)
            .stroke();
          doc.image(block.png, MARGIN + 4, y + 4, {
            fit: [boxWidth, boxHeight],
            align: 'center',
            valign: 'center',
          });
          doc
            .font(FONT)
            .fontSize(8)
            .fillColor('#555555')
            .text(printablePdfText(block.label), MARGIN, y + boxHeight + 12, { width });
          doc.moveDown(0.8);
          doc.x = MARGIN;
          break;
        }
      }
      first = false;
    }
    doc.end();
  });

/**
 * Appends the pages of other PDFs (uploaded certificates) after the generated document. A file
 * pdf-lib cannot read (encrypted, damaged) is skipped with a note, never failing the papers.
 */
export const appendPdfPages = async (
  base: Buffer,
  extras: readonly Buffer[],
): Promise<{ pdf: Buffer; skipped: number }> => {
  if (extras.length === 0) return { pdf: base, skipped: 0 };
  const out = await PdfLibDocument.load(base);
  let skipped = 0;
  for (const bytes of extras) {
    try {
      const source = await PdfLibDocument.load(bytes);
      const pages = await out.copyPages(source, source.getPageIndices());
      for (const page of pages) out.addPage(page);
    } catch {
      skipped++;
    }
  }
  return { pdf: Buffer.from(await out.save()), skipped };
};
