import { formatDeliveryPeriod, formatInvoiceDate } from '@app/domain';
import { BOLD, FONT, INK, MARGIN, MUTED, type PdfPage } from './pdf-page.ts';

/** The buyer left; the invoice's facts right (number, dates, customer number, Kenmerk). */
export const drawParties = (page: PdfPage) => {
  const { doc, data, contentWidth, creditOf } = page;
  const blockTop = page.y + 6;
  doc
    .font(BOLD)
    .fontSize(9)
    .fillColor(MUTED)
    .text(creditOf ? 'Creditfactuur aan' : 'Factuur aan', MARGIN, blockTop);
  doc.font(FONT).fontSize(10).fillColor(INK);
  if (data.buyer) {
    doc.font(BOLD).text(data.buyer.name, { width: contentWidth / 2 - 10 });
    doc.font(FONT);
    if (data.buyer.attention) doc.text(`t.a.v. ${data.buyer.attention}`, { width: contentWidth / 2 - 10 });
    for (const line of data.buyer.addressLines) doc.text(line, { width: contentWidth / 2 - 10 });
    if (data.buyer.vatId) doc.text(`BTW-id: ${data.buyer.vatId}`, { width: contentWidth / 2 - 10 });
  } else {
    doc.fillColor(MUTED).text('Nog geen contact gekozen');
  }
  const buyerBottom = doc.y;

  const period = data.deliveryUntil !== null && data.deliveryUntil !== data.deliveryFrom;
  const facts: Array<[string, string]> = [
    [
      creditOf ? 'Nummer' : 'Factuurnummer',
      data.isConcept
        ? data.number
          ? `${data.number} (concept)`
          : `CONCEPT #${data.conceptId}`
        : (data.number ?? ''),
    ],
    [creditOf ? 'Datum' : 'Factuurdatum', formatInvoiceDate(data.invoiceDate)],
    [period ? 'Leverperiode' : 'Leverdatum', formatDeliveryPeriod(data.deliveryFrom, data.deliveryUntil)],
    ['Vervaldatum', formatInvoiceDate(data.dueDate)],
  ];
  if (data.customerNumber !== null) facts.push(['Klantnummer', String(data.customerNumber)]);
  if (data.identifier) facts.push(['Kenmerk', data.identifier]);
  let factY = blockTop;
  // A little wider than the seller block, so a delivery period fits on one line.
  const labelX = MARGIN + contentWidth / 2 + 5;
  const valueX = labelX + 80;
  const valueWidth = MARGIN + contentWidth - valueX;
  for (const [label, value] of facts) {
    doc.font(FONT).fontSize(9).fillColor(MUTED).text(label, labelX, factY, { width: 78 });
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor(INK)
      .text(value, valueX, factY, { width: valueWidth, align: 'right' });
    factY = Math.max(doc.y, factY + 14);
  }
  page.y = Math.max(buyerBottom, factY) + 24;
};
