import PDFDocument from 'pdfkit';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../lib/pdf-font.ts';
import { drawHeading } from './pdf/draw-heading.ts';
import { drawLinesTable } from './pdf/draw-lines-table.ts';
import { drawParties } from './pdf/draw-parties.ts';
import { drawPayment } from './pdf/draw-payment.ts';
import { drawTotals } from './pdf/draw-totals.ts';
import type { InvoicePdfData } from './pdf/invoice-pdf-data.ts';
import {
  BOLD,
  drawFooter,
  drawWatermark,
  FONT,
  invoiceReferenceOf,
  MARGIN,
  type PdfPage,
  printableData,
} from './pdf/pdf-page.ts';

export type { InvoicePdfData, InvoicePdfLine, InvoicePdfParty } from './pdf/invoice-pdf-data.ts';
export { invoiceReferenceOf } from './pdf/pdf-page.ts';

/**
 * Draws an A4 invoice with every field art. 35a Wet OB asks for: both parties' names and
 * addresses, the seller's VAT id and KvK number, invoice and delivery date, the unique number,
 * each line's description and quantity, per rate the amount excluding VAT, the rate and the VAT,
 * plus the total, due date and payment details. A concept is marked as not being an invoice.
 * Text is set in the embedded DejaVu Sans (see lib/pdf-font.ts), so every name prints as written.
 * Each section is a file of pdf/, drawn top to bottom.
 */
export const renderInvoicePdf = (input: InvoicePdfData): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const data = printableData(input);
    const reference = invoiceReferenceOf(data);
    const creditOf = data.creditOf ?? null;
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: data.isConcept
          ? `Conceptfactuur ${data.conceptId}`
          : `${creditOf ? 'Creditfactuur' : 'Factuur'} ${reference}`,
        Author: data.seller.name,
      },
    });
    doc.registerFont(FONT, PDF_FONT_REGULAR);
    doc.registerFont(BOLD, PDF_FONT_BOLD);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const page: PdfPage = {
      doc,
      data,
      reference,
      creditOf,
      pageWidth: doc.page.width,
      pageHeight: doc.page.height,
      contentWidth: doc.page.width - 2 * MARGIN,
      bottom: doc.page.height - MARGIN - 40,
      y: MARGIN,
    };
    drawWatermark(page);
    doc.on('pageAdded', () => drawWatermark(page));
    drawHeading(page);
    drawParties(page);
    drawLinesTable(page);
    drawTotals(page);
    drawPayment(page);
    drawFooter(page);
    doc.end();
  });
