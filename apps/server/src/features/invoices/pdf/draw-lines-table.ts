import { formatMoney } from '@app/domain';
import type { InvoicePdfData, InvoicePdfLine } from './invoice-pdf-data.ts';
import { BOLD, FONT, formatCount, INK, MARGIN, MUTED, nextPage, type PdfPage } from './pdf-page.ts';

type Column = { header: string; w: number; cell: (line: InvoicePdfLine) => string };

/**
 * The number columns, right-aligned from the right edge. With prices including VAT the unit
 * price excluding VAT is shown next to it: the law asks for it on every invoice.
 */
const numberColumnsOf = (data: InvoicePdfData): Column[] => [
  { header: 'Aantal', w: data.includeTax ? 45 : 50, cell: (line) => formatCount(line.unitCount) },
  ...(data.includeTax
    ? [
        {
          header: 'Prijs excl. btw',
          w: 75,
          cell: (line: InvoicePdfLine) => formatMoney(line.unitPriceExclCents ?? line.unitPriceCents),
        },
        {
          header: 'Prijs incl. btw',
          w: 75,
          cell: (line: InvoicePdfLine) => formatMoney(line.unitPriceCents),
        },
      ]
    : [
        {
          header: 'Prijs excl. btw',
          w: 85,
          cell: (line: InvoicePdfLine) => formatMoney(line.unitPriceCents),
        },
      ]),
  { header: 'Btw', w: data.includeTax ? 35 : 45, cell: (line) => line.taxLabel },
  {
    header: data.includeTax ? 'Bedrag incl. btw' : 'Bedrag excl. btw',
    w: data.includeTax ? 95 : 105,
    cell: (line) => formatMoney(line.amountCents),
  },
];

/** The lines table; a page that fills up ends with its footer and the table goes on with its header. */
export const drawLinesTable = (page: PdfPage) => {
  const { doc, data, contentWidth } = page;
  const gap = 5;
  let right = MARGIN + contentWidth;
  const placed = numberColumnsOf(data)
    .slice()
    .reverse()
    .map((column) => {
      const x = right - column.w;
      right = x - gap;
      return { ...column, x };
    })
    .reverse();
  const description = { x: MARGIN, w: right + gap - MARGIN };
  const drawTableHeader = () => {
    doc.font(BOLD).fontSize(9).fillColor(INK);
    const headerHeight = Math.max(
      ...placed.map((column) => doc.heightOfString(column.header, { width: column.w })),
      11,
    );
    doc.text('Omschrijving', description.x, page.y, { width: description.w });
    for (const column of placed)
      doc.text(column.header, column.x, page.y, { width: column.w, align: 'right' });
    page.y += headerHeight + 3;
    doc
      .moveTo(MARGIN, page.y)
      .lineTo(MARGIN + contentWidth, page.y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    page.y += 6;
  };
  drawTableHeader();
  doc.font(FONT).fontSize(9);
  for (const line of data.lines) {
    const text = line.description || '—';
    doc.font(FONT).fontSize(9);
    const textHeight = Math.max(doc.heightOfString(text, { width: description.w }), 11);
    doc.fontSize(7.5);
    const noteHeight = line.note ? doc.heightOfString(line.note, { width: description.w }) + 1 : 0;
    doc.fontSize(9);
    const height = textHeight + noteHeight;
    if (page.y + height > page.bottom) {
      nextPage(page);
      drawTableHeader();
      doc.font(FONT).fontSize(9);
    }
    doc.fillColor(INK);
    doc.text(text, description.x, page.y, { width: description.w });
    for (const column of placed)
      doc.text(column.cell(line), column.x, page.y, { width: column.w, align: 'right' });
    if (line.note) {
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(line.note, description.x, page.y + textHeight + 1, { width: description.w });
      doc.fontSize(9).fillColor(INK);
    }
    page.y += height + 6;
  }
  doc
    .moveTo(MARGIN, page.y)
    .lineTo(MARGIN + contentWidth, page.y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  page.y += 10;
};
