import { formatDateTime, formatMoney, inForm } from '@app/domain';
import type PDFDocument from 'pdfkit';
import { printablePdfText } from '../../lib/pdf-font.ts';
import type { QuoteDocument } from './quote-document.ts';

type Doc = InstanceType<typeof PDFDocument>;

export const FONT = 'Body';
export const BOLD = 'Body-Bold';
export const MARGIN = 50;
export const INK = '#1f2937';
export const MUTED = '#6b7280';
export const ACCEPTED = '#15803d';

/** Text as the embedded font can show it (see printablePdfText). */
export const pdfText = (value: string) => printablePdfText(value);

/** What the sections share: the document, the page's bottom and a way to a fresh page. */
export type Page = {
  doc: Doc;
  width: number;
  bottom: number;
  /** Moves to a new page when `height` does not fit below `y`; answers the y to draw at. */
  fit: (y: number, height: number) => number;
};

const formatCount = (value: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 }).format(value);

/** The lines table: description (a 0 % line's reason under it), count, unit price, VAT, amount. */
export const drawLinesTable = (page: Page, document: QuoteDocument, top: number): number => {
  const { doc } = page;
  const columns = [
    { header: 'Aantal', w: 45, cell: (l: QuoteDocument['lines'][number]) => formatCount(l.unitCount) },
    {
      header: 'Prijs incl. btw',
      w: 80,
      cell: (l: QuoteDocument['lines'][number]) => formatMoney(l.unitPriceCents),
    },
    { header: 'Btw', w: 35, cell: (l: QuoteDocument['lines'][number]) => `${l.taxRate}%` },
    {
      header: 'Bedrag incl. btw',
      w: 90,
      cell: (l: QuoteDocument['lines'][number]) => formatMoney(l.amountCents),
    },
  ];
  let right = MARGIN + page.width;
  const placed = columns
    .slice()
    .reverse()
    .map((column) => {
      const x = right - column.w;
      right = x - 5;
      return { ...column, x };
    })
    .reverse();
  const descriptionWidth = right + 5 - MARGIN;
  let y = top;
  const header = () => {
    doc.font(BOLD).fontSize(9).fillColor(INK);
    doc.text('Omschrijving', MARGIN, y, { width: descriptionWidth });
    for (const column of placed) doc.text(column.header, column.x, y, { width: column.w, align: 'right' });
    y += 14;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + page.width, y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    y += 6;
  };
  header();
  for (const line of document.lines) {
    const description = pdfText(line.description) || '—';
    doc.font(FONT).fontSize(9);
    const textHeight = Math.max(doc.heightOfString(description, { width: descriptionWidth }), 11);
    doc.fontSize(7.5);
    const noteHeight = line.note ? doc.heightOfString(line.note, { width: descriptionWidth }) + 1 : 0;
    const height = textHeight + noteHeight;
    const fitted = page.fit(y, height);
    if (fitted !== y) {
      y = fitted;
      header();
    }
    doc.font(FONT).fontSize(9).fillColor(INK).text(description, MARGIN, y, { width: descriptionWidth });
    for (const column of placed)
      doc.text(column.cell(line), column.x, y, { width: column.w, align: 'right' });
    if (line.note)
      doc
        .fontSize(7.5)
        .fillColor(MUTED)
        .text(line.note, MARGIN, y + textHeight + 1, { width: descriptionWidth });
    y += height + 6;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + page.width, y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  return y + 10;
};

/** Per rate the amount excluding VAT and the VAT, then the total including VAT. */
export const drawTotals = (page: Page, document: QuoteDocument, top: number): number => {
  const { doc } = page;
  const rows: Array<[string, string, boolean]> = [];
  for (const part of document.totals.perRate) {
    rows.push([`Totaal excl. btw (${part.rate}%)`, formatMoney(part.baseCents), false]);
    rows.push([`Btw ${part.rate}%`, formatMoney(part.taxCents), false]);
  }
  rows.push(['Totaal incl. btw', formatMoney(document.totals.totalInclCents), true]);
  if (document.depositCents > 0)
    rows.push([`waarvan borg (terug na het ophalen)`, formatMoney(document.depositCents), false]);
  let y = page.fit(top, rows.length * 16 + 10);
  const labelX = MARGIN + page.width - 280;
  for (const [label, value, strong] of rows) {
    if (strong) {
      y += 4;
      doc
        .moveTo(labelX, y - 3)
        .lineTo(MARGIN + page.width, y - 3)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
    }
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(strong ? 11 : 9)
      .fillColor(INK);
    doc.text(label, labelX, y, { width: 170 });
    doc.text(value, MARGIN + page.width - 110, y, { width: 110, align: 'right' });
    y += strong ? 18 : 14;
  }
  return y + 12;
};

export type QuoteAcceptanceBlock = {
  name: string;
  at: string;
  ip: string;
  userAgent: string;
  termsVersion: number;
  revision: number;
  documentSha256: string;
};

/** The accepted quote's proof: who, when, from where, which terms and which document. */
export const drawAcceptance = (page: Page, acceptance: QuoteAcceptanceBlock, top: number): number => {
  const { doc } = page;
  const rows: Array<[string, string]> = [
    ['Naam', pdfText(acceptance.name)],
    ['Datum en tijd', `${formatDateTime(acceptance.at)} (Nederlandse tijd)`],
    ['IP-adres', pdfText(acceptance.ip)],
    ['Browser', pdfText(acceptance.userAgent) || '—'],
    ['Huurvoorwaarden', `versie ${acceptance.termsVersion}`],
    ['Offerteversie', String(acceptance.revision)],
    ['SHA-256 van de getoonde PDF', acceptance.documentSha256],
  ];
  const valueX = MARGIN + 160;
  const valueWidth = page.width - 170;
  // The hash is one unbroken word: a size at which its 64 characters fit the column.
  const sizeOf = (label: string) => (label.startsWith('SHA-256') ? 7 : 8.5);
  doc.font(BOLD);
  const height = rows.reduce(
    (sum, [label, value]) =>
      sum + Math.max(doc.fontSize(sizeOf(label)).heightOfString(value, { width: valueWidth }), 11) + 3,
    30,
  );
  let y = page.fit(top, height + 12);
  doc
    .rect(MARGIN, y, page.width, height + 6)
    .lineWidth(1)
    .strokeColor(ACCEPTED)
    .stroke();
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(ACCEPTED)
    .text('GEACCEPTEERD', MARGIN + 10, y + 8);
  y += 28;
  for (const [label, value] of rows) {
    doc
      .font(FONT)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, MARGIN + 10, y, { width: 145 });
    const labelBottom = doc.y;
    doc.font(BOLD).fontSize(sizeOf(label)).fillColor(INK).text(value, valueX, y, { width: valueWidth });
    y = Math.max(doc.y, labelBottom, y + 11) + 3;
  }
  return y + 14;
};

/** The closing paragraphs: payment, terms version, validity and how to accept. */
export const closingTexts = (document: QuoteDocument, link: string | null, accepted: boolean): string[] => {
  const say = inForm(document.form);
  const payment =
    document.paymentMethod === 'ideal'
      ? say(
          'Betalen: met iDEAL; de betaallink krijg je met de orderbevestiging.',
          'Betalen: met iDEAL; de betaallink ontvangt u met de orderbevestiging.',
        )
      : 'Betalen: contant bij de levering.';
  const terms = say(
    `Op deze offerte zijn onze huurvoorwaarden van toepassing (versie ${document.termsVersion}). Je leest ze op de pagina van de offerte.`,
    `Op deze offerte zijn onze huurvoorwaarden van toepassing (versie ${document.termsVersion}). U leest ze op de pagina van de offerte.`,
  );
  const howTo = accepted
    ? null
    : link
      ? say(`Accepteren kan online: ${link}`, `Accepteren kan online: ${link}`)
      : say(
          'Accepteren kan online, via de link in de e-mail met deze offerte.',
          'Accepteren kan online, via de link in de e-mail met deze offerte.',
        );
  return [payment, terms, howTo].filter((line): line is string => line !== null);
};
