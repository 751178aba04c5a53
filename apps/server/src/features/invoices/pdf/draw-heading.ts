import { creditReferenceText, formatInvoiceDate } from '@app/domain';
import { ACCENT, BOLD, FONT, INK, MARGIN, PAID, type PdfPage } from './pdf-page.ts';

/** Logo left, the seller right; then the title, and for a concept a banner saying it is not an invoice. */
export const drawHeading = (page: PdfPage) => {
  const { doc, data, contentWidth, creditOf } = page;
  let y = MARGIN;
  if (data.logo) {
    try {
      doc.image(data.logo, MARGIN, y, { fit: [170, 70] });
    } catch {
      // An unreadable logo must not block the invoice.
    }
  }
  const seller = data.seller;
  const sellerX = MARGIN + contentWidth / 2 + 20;
  const sellerWidth = contentWidth / 2 - 20;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(seller.name || '—', sellerX, y, { width: sellerWidth, align: 'right' });
  doc.font(FONT).fontSize(9).fillColor(INK);
  const sellerLines = [
    ...seller.addressLines,
    seller.email,
    seller.phone,
    seller.cocId ? `KvK: ${seller.cocId}` : null,
    seller.vatId ? `BTW-id: ${seller.vatId}` : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of sellerLines) doc.text(line, { width: sellerWidth, align: 'right' });
  y = Math.max(doc.y, MARGIN + 80) + 20;

  doc
    .font(BOLD)
    .fontSize(22)
    .fillColor(INK)
    .text(
      creditOf
        ? data.isConcept
          ? 'CONCEPT-CREDITFACTUUR'
          : 'CREDITFACTUUR'
        : data.isConcept
          ? 'CONCEPTFACTUUR'
          : 'FACTUUR',
      MARGIN,
      y,
    );
  y = doc.y + 6;
  if (creditOf) {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor(INK)
      .text(creditReferenceText(creditOf.number, creditOf.date), MARGIN, y, { width: contentWidth });
    y = doc.y + 6;
  }
  if (data.paidAt) {
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(PAID)
      .text(`${creditOf ? 'VERREKEND' : 'BETAALD'} op ${formatInvoiceDate(data.paidAt)}`, MARGIN, y);
    y = doc.y + 6;
  }
  if (data.isConcept) {
    doc.rect(MARGIN, y, contentWidth, 22).fill(ACCENT);
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor('#ffffff')
      .text(`CONCEPT – geen geldige ${creditOf ? 'creditfactuur' : 'factuur'}`, MARGIN, y + 6, {
        width: contentWidth,
        align: 'center',
      });
    y += 32;
  }
  page.y = y;
};
