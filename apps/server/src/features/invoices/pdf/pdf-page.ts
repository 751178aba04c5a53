import { formatIban, invoicePaymentReference } from '@app/domain';
import type PDFDocument from 'pdfkit';
import { printablePdfText } from '../../../lib/pdf-font.ts';
import type { InvoicePdfData } from './invoice-pdf-data.ts';

export const FONT = 'Body';
export const BOLD = 'Body-Bold';
export const MARGIN = 50;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCENT = '#b91c1c';
export const PAID = '#15803d';

/**
 * One invoice PDF being drawn: the document, its data and the cursor `y` every section moves
 * down. Sections draw in order, so the page reads top to bottom as the code does.
 */
export type PdfPage = {
  doc: InstanceType<typeof PDFDocument>;
  data: InvoicePdfData;
  /** The payment reference (the number, or CONCEPT plus the concept id). */
  reference: string;
  creditOf: { number: string; date: string } | null;
  pageWidth: number;
  pageHeight: number;
  contentWidth: number;
  /** Lowest y for content, above the footer. */
  bottom: number;
  y: number;
};

export const formatCount = (value: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 }).format(value);

/** The payment reference: the invoice number (also one a concept kept), or CONCEPT plus the concept id. */
export const invoiceReferenceOf = (data: Pick<InvoicePdfData, 'number' | 'conceptId'>) =>
  invoicePaymentReference({ invoice_id: data.number, concept_id: data.conceptId });

/** An IBAN in groups of four joined by no-break spaces, so a line never breaks inside it. */
export const ibanText = (iban: string) => formatIban(iban, '\u00A0');

/** Every text of the data as the embedded font can show it (see `printablePdfText`). */
export const printableData = <T>(value: T): T => {
  if (typeof value === 'string') return printablePdfText(value) as T;
  if (Array.isArray(value)) return value.map(printableData) as T;
  // Only plain objects are walked: bytes (the logo), dates and the like pass as they are.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printableData(field)])) as T;
  return value;
};

/** A concept carries CONCEPT across every page. */
export const drawWatermark = ({ doc, data, pageWidth, pageHeight }: PdfPage) => {
  if (!data.isConcept) return;
  doc.save();
  doc.rotate(-35, { origin: [pageWidth / 2, pageHeight / 2] });
  doc
    .font(BOLD)
    .fontSize(110)
    .fillColor(ACCENT)
    .fillOpacity(0.08)
    .text('CONCEPT', 0, pageHeight / 2 - 60, { width: pageWidth, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
};

/** The seller's name, KvK, VAT id and IBAN at the foot of a page. */
export const drawFooter = ({ doc, data, pageHeight, contentWidth }: PdfPage) => {
  const s = data.seller;
  const parts = [
    s.name,
    s.cocId ? `KvK ${s.cocId}` : null,
    s.vatId ? `BTW-id ${s.vatId}` : null,
    s.iban ? `IBAN\u00A0${ibanText(s.iban)}` : null,
  ].filter(Boolean);
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(MUTED)
    .text(parts.join('  ·  '), MARGIN, pageHeight - MARGIN - 16, {
      width: contentWidth,
      align: 'center',
      lineBreak: false,
    });
};

/** Ends the page with its footer and goes on at the top of a new one. */
export const nextPage = (page: PdfPage) => {
  drawFooter(page);
  page.doc.addPage();
  page.y = MARGIN;
};
