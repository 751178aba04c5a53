import { deliveryWindowText, formatDisplayDate, reservationPeriodText } from '@app/domain';
import PDFDocument from 'pdfkit';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../lib/pdf-font.ts';
import type { QuoteDocument } from './quote-document.ts';
import {
  ACCEPTED,
  BOLD,
  closingTexts,
  drawAcceptance,
  drawLinesTable,
  drawTotals,
  FONT,
  INK,
  MARGIN,
  MUTED,
  type Page,
  pdfText,
  type QuoteAcceptanceBlock,
} from './quote-pdf-sections.ts';

export type QuotePdfInput = {
  document: QuoteDocument;
  /** PNG or JPEG bytes of the company logo, or null. */
  logo: Buffer | null;
  /** The customer's link (`{APP_URL}/offerte/{token}`) when the PDF is made for them. */
  link: string | null;
  acceptance: QuoteAcceptanceBlock | null;
};

/** "2 × Springkasteel: za 12 dec t/m zo 13 dec 2026, levering tussen 08:00 en 10:00 uur, …". */
const whenText = (line: QuoteDocument['customerLines'][number]) =>
  [
    `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.name}: ${reservationPeriodText(line.from, line.until)}`,
    `levering ${deliveryWindowText(line.deliveryTime)}`,
    line.rental && line.pickupTime ? `ophalen ${deliveryWindowText(line.pickupTime)}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The quote PDF (OFFERTE): the seller and the customer, number, date, "Geldig tot", what comes
 * when, the lines priced as the quote priced them (borg and transport included), the totals with
 * VAT, payment, the terms' version and the link to accept; once accepted, an acceptance block.
 * Drawn from the quote's document alone, with the version's instant as the PDF's creation date, so
 * the same version, link and acceptance always give the same bytes (no clock, no random id).
 */
export const renderQuotePdf = (input: QuotePdfInput): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const { document, acceptance } = input;
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      info: {
        Title: `Offerte ${pdfText(document.number)}`,
        Author: pdfText(document.seller.name),
        CreationDate: new Date(document.revisedAt),
      },
    });
    doc.registerFont(FONT, PDF_FONT_REGULAR);
    doc.registerFont(BOLD, PDF_FONT_BOLD);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - 2 * MARGIN;
    const pageHeight = doc.page.height;
    const footer = () => {
      const s = document.seller;
      const parts = [s.name, s.cocId ? `KvK ${s.cocId}` : null, s.vatId ? `BTW-id ${s.vatId}` : null].filter(
        Boolean,
      );
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(MUTED)
        .text(pdfText(parts.join('  ·  ')), MARGIN, pageHeight - MARGIN - 16, {
          width,
          align: 'center',
          lineBreak: false,
        });
    };
    const page: Page = {
      doc,
      width,
      bottom: pageHeight - MARGIN - 40,
      fit: (y, height) => {
        if (y + height <= pageHeight - MARGIN - 40) return y;
        footer();
        doc.addPage();
        return MARGIN;
      },
    };

    // Header: logo left, seller right.
    let y = MARGIN;
    if (input.logo) {
      try {
        doc.image(input.logo, MARGIN, y, { fit: [170, 70] });
      } catch {
        // An unreadable logo must not block the quote.
      }
    }
    const sellerX = MARGIN + width / 2 + 20;
    const sellerWidth = width / 2 - 20;
    const seller = document.seller;
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(INK)
      .text(pdfText(seller.name) || '—', sellerX, y, { width: sellerWidth, align: 'right' });
    doc.font(FONT).fontSize(9);
    for (const line of [
      ...seller.addressLines,
      seller.email,
      seller.phone,
      seller.cocId ? `KvK: ${seller.cocId}` : null,
      seller.vatId ? `BTW-id: ${seller.vatId}` : null,
    ])
      if (line) doc.text(pdfText(line), { width: sellerWidth, align: 'right' });
    y = Math.max(doc.y, MARGIN + 80) + 20;

    doc.font(BOLD).fontSize(22).fillColor(INK).text('OFFERTE', MARGIN, y);
    y = doc.y + 4;
    if (acceptance) {
      doc
        .font(BOLD)
        .fontSize(10)
        .fillColor(ACCEPTED)
        .text(`GEACCEPTEERD op ${formatDisplayDate(acceptance.at)}`, MARGIN, y);
      y = doc.y + 4;
    }

    // The customer left, the quote's facts right.
    const blockTop = y + 8;
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text('Offerte voor', MARGIN, blockTop);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(document.buyer.name), { width: width / 2 - 10 });
    doc.font(FONT);
    for (const line of document.buyer.addressLines) doc.text(pdfText(line), { width: width / 2 - 10 });
    if (document.buyer.vatId) doc.text(`BTW-id: ${pdfText(document.buyer.vatId)}`, { width: width / 2 - 10 });
    const buyerBottom = doc.y;
    const facts: Array<[string, string]> = [
      ['Offertenummer', pdfText(document.number)],
      ['Datum', formatDisplayDate(document.date)],
      ['Geldig tot', `t/m ${formatDisplayDate(document.validUntil)}`],
      ['Versie', String(document.revision)],
    ];
    let factY = blockTop;
    const labelX = MARGIN + width / 2 + 5;
    for (const [label, value] of facts) {
      doc.font(FONT).fontSize(9).fillColor(MUTED).text(label, labelX, factY, { width: 90 });
      doc
        .font(BOLD)
        .fillColor(INK)
        .text(value, labelX + 90, factY, { width: MARGIN + width - labelX - 90, align: 'right' });
      factY = Math.max(doc.y, factY + 14);
    }
    y = Math.max(buyerBottom, factY) + 20;

    // What comes when: the periods and the delivery and pickup windows.
    doc.font(BOLD).fontSize(10).fillColor(INK).text('Wat en wanneer', MARGIN, y);
    y = doc.y + 4;
    doc.font(FONT).fontSize(9);
    for (const line of document.customerLines) {
      const text = pdfText(whenText(line));
      y = page.fit(y, doc.heightOfString(text, { width }) + 2);
      doc.font(FONT).fontSize(9).fillColor(INK).text(text, MARGIN, y, { width });
      y = doc.y + 2;
    }
    y += 14;

    y = drawLinesTable(page, document, page.fit(y, 60));
    y = drawTotals(page, document, y);

    // The order's notes are for the driver and never printed for the customer (a document stored
    // before may still hold them).
    const paragraphs = closingTexts(document, input.link, acceptance !== null);
    for (const paragraph of paragraphs) {
      const text = pdfText(paragraph);
      doc.font(FONT).fontSize(9);
      y = page.fit(y, doc.heightOfString(text, { width }) + 6);
      doc.fillColor(INK).text(text, MARGIN, y, { width });
      y = doc.y + 6;
    }
    if (acceptance) drawAcceptance(page, acceptance, y + 10);
    footer();
    doc.end();
  });
