import {
  creditReferenceText,
  formatDeliveryPeriod,
  formatIban,
  formatInvoiceDate,
  formatMoney,
  type InvoiceTotals,
  invoicePaymentReference,
  REVERSE_CHARGE_NOTE,
} from '@app/domain';
import PDFDocument from 'pdfkit';
import { PDF_FONT_BOLD, PDF_FONT_REGULAR, printablePdfText } from '../../lib/pdf-font.ts';

export type InvoicePdfParty = {
  name: string;
  /** "t.a.v." line: the contact person. */
  attention: string | null;
  addressLines: string[];
  vatId: string | null;
  cocId: string | null;
};

export type InvoicePdfLine = {
  description: string;
  unitCount: number;
  unitPriceCents: number;
  /**
   * With prices including VAT: the unit price excluding VAT (art. 35a asks for it), rounded to
   * the cent; null when the unit price already excludes VAT.
   */
  unitPriceExclCents: number | null;
  /** "21%", or "verlegd" under reverse charge. */
  taxLabel: string;
  /** Why a 0% line carries no VAT, printed under its description. */
  note: string | null;
  /** Including or excluding VAT, like the unit price. */
  amountCents: number;
};

export type InvoicePdfData = {
  /** The invoice number; null for a concept that has none (a concept may keep one it had). */
  number: string | null;
  isConcept: boolean;
  conceptId: number;
  invoiceDate: string;
  /** The delivery date, or the first day of a delivery period. */
  deliveryFrom: string;
  deliveryUntil: string | null;
  dueDate: string;
  /** The payment day of a paid invoice: the PDF then states it was paid instead of asking. */
  paidAt: string | null;
  /**
   * The invoice of a cash order: paid in cash at delivery, so the PDF asks for no bank transfer
   * ("Contant te betalen bij levering", or "Contant ontvangen op {datum}" once paid).
   */
  cashPayment: boolean;
  /** Btw verlegd: no VAT on the lines; the buyer's VAT id is stated. */
  reverseCharge: boolean;
  identifier: string | null;
  customerNumber: number | null;
  seller: InvoicePdfParty & {
    email: string | null;
    phone: string | null;
    iban: string | null;
    accountHolder: string | null;
    bic: string | null;
  };
  buyer: InvoicePdfParty | null;
  includeTax: boolean;
  lines: InvoicePdfLine[];
  totals: InvoiceTotals;
  /** PNG or JPEG bytes. */
  logo: Buffer | null;
  /** A credit note (CREDITFACTUUR): the invoice it credits; null on an invoice. */
  creditOf?: { number: string; date: string } | null;
};

const FONT = 'Body';
const BOLD = 'Body-Bold';
const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#b91c1c';
const PAID = '#15803d';

const formatCount = (value: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 }).format(value);

/** The payment reference: the invoice number (also one a concept kept), or CONCEPT plus the concept id. */
export const invoiceReferenceOf = (data: Pick<InvoicePdfData, 'number' | 'conceptId'>) =>
  invoicePaymentReference({ invoice_id: data.number, concept_id: data.conceptId });

/** An IBAN in groups of four joined by no-break spaces, so a line never breaks inside it. */
const ibanText = (iban: string) => formatIban(iban, '\u00A0');

/** Every text of the data as the embedded font can show it (see `printablePdfText`). */
const printableData = <T>(value: T): T => {
  if (typeof value === 'string') return printablePdfText(value) as T;
  if (Array.isArray(value)) return value.map(printableData) as T;
  // Only plain objects are walked: bytes (the logo), dates and the like pass as they are.
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printableData(field)])) as T;
  return value;
};

/**
 * Draws an A4 invoice with every field art. 35a Wet OB asks for: both parties' names and
 * addresses, the seller's VAT id and KvK number, invoice and delivery date, the unique number,
 * each line's description and quantity, per rate the amount excluding VAT, the rate and the VAT,
 * plus the total, due date and payment details. A concept is marked as not being an invoice.
 * Text is set in the embedded DejaVu Sans (see lib/pdf-font.ts), so every name prints as written.
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

    const pageWidth = doc.page.width;
    const pageHeight = doc.page.height;
    const contentWidth = pageWidth - 2 * MARGIN;
    const bottom = pageHeight - MARGIN - 40;

    const drawWatermark = () => {
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

    const drawFooter = () => {
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

    drawWatermark();
    doc.on('pageAdded', drawWatermark);

    // Header: logo left, seller right.
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

    // Title, and for a concept a banner saying it is not an invoice.
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
        .text('CONCEPT – geen geldige factuur', MARGIN, y + 6, { width: contentWidth, align: 'center' });
      y += 32;
    }

    // Buyer left, invoice facts right.
    const blockTop = y + 6;
    doc.font(BOLD).fontSize(9).fillColor(MUTED).text('Factuur aan', MARGIN, blockTop);
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
        'Factuurnummer',
        data.isConcept
          ? data.number
            ? `${data.number} (concept)`
            : `CONCEPT #${data.conceptId}`
          : (data.number ?? ''),
      ],
      ['Factuurdatum', formatInvoiceDate(data.invoiceDate)],
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
    y = Math.max(buyerBottom, factY) + 24;

    // Lines table. With prices including VAT the unit price excluding VAT is shown next to it:
    // the law asks for the unit price excluding VAT on every invoice.
    type Column = { header: string; w: number; cell: (line: InvoicePdfLine) => string };
    const numberColumns: Column[] = [
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
    const gap = 5;
    let right = MARGIN + contentWidth;
    const placed = numberColumns
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
      doc.text('Omschrijving', description.x, y, { width: description.w });
      for (const column of placed) doc.text(column.header, column.x, y, { width: column.w, align: 'right' });
      y += headerHeight + 3;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + contentWidth, y)
        .lineWidth(0.8)
        .strokeColor(INK)
        .stroke();
      y += 6;
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
      if (y + height > bottom) {
        drawFooter();
        doc.addPage();
        y = MARGIN;
        drawTableHeader();
        doc.font(FONT).fontSize(9);
      }
      doc.fillColor(INK);
      doc.text(text, description.x, y, { width: description.w });
      for (const column of placed)
        doc.text(column.cell(line), column.x, y, { width: column.w, align: 'right' });
      if (line.note) {
        doc
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(line.note, description.x, y + textHeight + 1, { width: description.w });
        doc.fontSize(9).fillColor(INK);
      }
      y += height + 6;
    }
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + contentWidth, y)
      .lineWidth(0.5)
      .strokeColor(MUTED)
      .stroke();
    y += 10;

    // Totals, each once: per rate the amount excluding VAT and the VAT (what art. 35a asks for),
    // then the total. Under reverse charge there is one base and the VAT is shifted.
    const totalRows: Array<[string, string, boolean]> = [];
    if (data.reverseCharge) {
      totalRows.push(['Totaal excl. btw', formatMoney(data.totals.totalExclCents), false]);
      totalRows.push([REVERSE_CHARGE_NOTE, formatMoney(0), false]);
    } else {
      for (const part of data.totals.perRate) {
        totalRows.push([`Totaal excl. btw (${part.rate}%)`, formatMoney(part.baseCents), false]);
        totalRows.push([`Btw ${part.rate}%`, formatMoney(part.taxCents), false]);
      }
    }
    // A paid invoice states it was paid; its total no longer asks for payment.
    totalRows.push([
      data.paidAt ? 'Totaal' : 'Totaal te betalen',
      formatMoney(data.totals.totalInclCents),
      true,
    ]);
    if (y + totalRows.length * 15 + 120 > bottom) {
      drawFooter();
      doc.addPage();
      y = MARGIN;
    }
    const totalsLabelX = MARGIN + contentWidth - 280;
    for (const [label, value, strong] of totalRows) {
      if (strong) {
        y += 4;
        doc
          .moveTo(totalsLabelX, y - 3)
          .lineTo(MARGIN + contentWidth, y - 3)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
      }
      doc
        .font(strong ? BOLD : FONT)
        .fontSize(strong ? 11 : 9)
        .fillColor(INK);
      doc.text(label, totalsLabelX, y, { width: 170 });
      doc.text(value, MARGIN + contentWidth - 110, y, { width: 110, align: 'right' });
      y += strong ? 18 : 14;
    }
    y += 20;

    // Reverse charge: the statement and the buyer's VAT id, which the law asks for.
    if (data.reverseCharge) {
      const buyerVat = data.buyer?.vatId ? ` Btw-id afnemer: ${data.buyer.vatId}.` : '';
      doc
        .font(BOLD)
        .fontSize(9)
        .fillColor(INK)
        .text(`${REVERSE_CHARGE_NOTE}: de btw wordt verlegd naar de afnemer.${buyerVat}`, MARGIN, y, {
          width: contentWidth,
        });
      y = doc.y + 10;
    }

    // Payment instructions, or for a paid invoice the statement that it was paid.
    const payee = [
      seller.iban ? `IBAN\u00A0${ibanText(seller.iban)}` : null,
      seller.accountHolder ? `t.n.v. ${seller.accountHolder}` : null,
      seller.bic ? `(BIC ${seller.bic})` : null,
    ]
      .filter(Boolean)
      .join(' ');
    // A cash order is paid at delivery: no bank transfer is asked for.
    const creditAmount = formatMoney(Math.abs(data.totals.totalInclCents));
    const payment = data.isConcept
      ? `Dit is een concept en geen geldige factuur. Betalingskenmerk: ${reference}.`
      : creditOf
        ? data.paidAt
          ? `Het creditbedrag van ${creditAmount} is op ${formatInvoiceDate(data.paidAt)} verrekend met factuur ${creditOf.number}.`
          : `Het creditbedrag van ${creditAmount} betalen wij aan je terug, onder vermelding van ${reference}.`
        : data.cashPayment
          ? data.paidAt
            ? `Contant ontvangen op ${formatInvoiceDate(data.paidAt)}`
            : 'Contant te betalen bij levering'
          : data.paidAt
            ? `Deze factuur is op ${formatInvoiceDate(data.paidAt)} betaald (${formatMoney(
                data.totals.totalInclCents,
              )}, kenmerk ${reference}). Dank je wel!`
            : `Wij verzoeken je vriendelijk het totaalbedrag van ${formatMoney(data.totals.totalInclCents)} vóór ${formatInvoiceDate(
                data.dueDate,
              )} over te maken${payee ? ` op ${payee}` : ''}, onder vermelding van ${reference}.`;
    doc.font(FONT).fontSize(9).fillColor(INK).text(payment, MARGIN, y, { width: contentWidth });
    if (data.isConcept && payee && !data.cashPayment) doc.text(`Rekening: ${payee}`, { width: contentWidth });

    drawFooter();
    doc.end();
  });
