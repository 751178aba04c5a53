import { PassThrough, type Readable } from 'node:stream';
import { INVOICE_EXPORT_MESSAGES, type InvoiceModel, MAX_EXPORT_DAYS } from '@app/contracts';
import {
  diffCalendarDays,
  invoiceStatusLabel,
  isValidCalendarDate,
  sumVatReturn,
  type VatReturnTotals,
} from '@app/domain';
import ExcelJS from 'exceljs';
import { Zip, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { buildInvoiceModel } from './invoice-model.ts';
import { pdfFileNameOf, renderInvoice } from './invoice-render.ts';
import { createInvoiceRepository } from './invoices.repository.ts';
import { buildExportUbl } from './invoices-export-ubl.ts';

export const ZIP_MIME = 'application/zip';

/** A day in the period must be real; the period ends on or after it starts and spans at most 400 days. */
export const checkExportPeriod = (from: string, until: string) => {
  if (!isValidCalendarDate(from))
    throw validationFailed(INVOICE_EXPORT_MESSAGES.invalidDay, {
      from: [INVOICE_EXPORT_MESSAGES.invalidDay],
    });
  if (!isValidCalendarDate(until))
    throw validationFailed(INVOICE_EXPORT_MESSAGES.invalidDay, {
      until: [INVOICE_EXPORT_MESSAGES.invalidDay],
    });
  if (until < from)
    throw validationFailed(INVOICE_EXPORT_MESSAGES.untilBeforeFrom, {
      until: [INVOICE_EXPORT_MESSAGES.untilBeforeFrom],
    });
  if (diffCalendarDays(from, until) + 1 > MAX_EXPORT_DAYS)
    throw validationFailed(INVOICE_EXPORT_MESSAGES.tooLong, { until: [INVOICE_EXPORT_MESSAGES.tooLong] });
};

const euros = (cents: number) => cents / 100;
const EURO_FORMAT = '€ #,##0.00;-€ #,##0.00';

const rateOf = (model: InvoiceModel, rate: 21 | 9 | 0) =>
  model.vat_treatment === 'reverse_charge'
    ? undefined
    : model.totals.per_rate.find((part) => part.rate === rate);

/** The 0 % lines outside the scope of VAT (a borg) of a document. */
const outsideScopeOf = (model: InvoiceModel) =>
  model.vat_treatment === 'reverse_charge'
    ? 0
    : model.items
        .filter((line) => line.taxRate === 0 && line.zeroRateReason === 'outside_scope')
        // A credit note's lines carry negated counts: its part comes out negative by itself.
        .reduce((sum, line) => sum + Math.round(line.unitCount * line.unitPrice), 0);

/** A document of the overview, with what its "UBL" column says: the file in the ZIP, or why it has none. */
export type ExportDocument = InvoiceModel & { ubl: string };

/** The period's documents in one sheet (one row each, a total row) and the VAT return in another. */
export const buildExportOverview = async (options: {
  from: string;
  until: string;
  documents: ExportDocument[];
}): Promise<{ buffer: Buffer; totals: VatReturnTotals }> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Facturen');
  sheet.columns = [
    { header: 'Nummer', key: 'number', width: 16 },
    { header: 'Soort', key: 'kind', width: 14 },
    { header: 'Datum', key: 'date', width: 12 },
    { header: 'Contact', key: 'contact', width: 32 },
    { header: 'Basis 21%', key: 'base21', width: 13 },
    { header: 'Btw 21%', key: 'tax21', width: 12 },
    { header: 'Basis 9%', key: 'base9', width: 13 },
    { header: 'Btw 9%', key: 'tax9', width: 12 },
    { header: 'Basis 0%', key: 'base0', width: 13 },
    { header: 'Btw verlegd (basis)', key: 'reverse', width: 18 },
    { header: 'Totaal', key: 'total', width: 13 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Betaald op', key: 'paid', width: 12 },
    { header: 'UBL', key: 'ubl', width: 36 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const doc of options.documents) {
    sheet.addRow({
      number: doc.invoice_id,
      kind: doc.kind === 'credit_note' ? 'Creditfactuur' : 'Factuur',
      date: doc.invoice_date,
      contact: doc.contact?.display_name ?? '',
      base21: euros(rateOf(doc, 21)?.base ?? 0),
      tax21: euros(rateOf(doc, 21)?.tax ?? 0),
      base9: euros(rateOf(doc, 9)?.base ?? 0),
      tax9: euros(rateOf(doc, 9)?.tax ?? 0),
      base0: euros(rateOf(doc, 0)?.base ?? 0),
      reverse: euros(doc.vat_treatment === 'reverse_charge' ? doc.totals.total_excl : 0),
      total: euros(doc.total_amount),
      status: invoiceStatusLabel(doc.status, doc.kind),
      paid: doc.paid_at ?? '',
      ubl: doc.ubl,
    });
  }
  const totals = sumVatReturn(
    options.documents.map((doc) => ({
      treatment: doc.vat_treatment,
      perRate: doc.totals.per_rate.map((part) => ({
        rate: part.rate,
        baseCents: part.base,
        taxCents: part.tax,
      })),
      totalExclCents: doc.totals.total_excl,
      outsideScopeCents: outsideScopeOf(doc),
    })),
  );
  const totalRow = sheet.addRow({
    number: 'Totaal',
    base21: euros(totals.rate21.baseCents),
    tax21: euros(totals.rate21.taxCents),
    base9: euros(totals.rate9.baseCents),
    tax9: euros(totals.rate9.taxCents),
    base0: euros(totals.rate0.baseCents),
    reverse: euros(totals.reverseCharge.baseCents),
    total: euros(options.documents.reduce((sum, doc) => sum + doc.total_amount, 0)),
  });
  totalRow.font = { bold: true };
  for (const key of ['base21', 'tax21', 'base9', 'tax9', 'base0', 'reverse', 'total'])
    sheet.getColumn(key).numFmt = EURO_FORMAT;

  const vat = workbook.addWorksheet('Btw-aangifte');
  vat.columns = [
    { header: `Btw-aangifte ${options.from} t/m ${options.until}`, key: 'label', width: 58 },
    { header: 'Omzet', key: 'base', width: 14 },
    { header: 'Btw', key: 'tax', width: 14 },
  ];
  vat.getRow(1).font = { bold: true };
  vat.addRow({
    label: '1a Leveringen/diensten belast met hoog tarief (21%)',
    base: euros(totals.rate21.baseCents),
    tax: euros(totals.rate21.taxCents),
  });
  vat.addRow({
    label: '1b Leveringen/diensten belast met laag tarief (9%)',
    base: euros(totals.rate9.baseCents),
    tax: euros(totals.rate9.taxCents),
  });
  vat.addRow({
    label: '1e Leveringen/diensten belast met 0% of niet bij u belast',
    base: euros(totals.rate0.baseCents - totals.outsideScope.baseCents),
    tax: 0,
  });
  vat.addRow({
    label: 'Btw verlegd naar de afnemer (1e binnenland, 3b EU)',
    base: euros(totals.reverseCharge.baseCents),
    tax: 0,
  });
  vat.addRow({
    label: 'Buiten de btw (borg e.d.): geen omzet, niet aangeven',
    base: euros(totals.outsideScope.baseCents),
    tax: 0,
  });
  vat.getColumn('base').numFmt = EURO_FORMAT;
  vat.getColumn('tax').numFmt = EURO_FORMAT;
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), totals };
};

/**
 * The quarter for the accountant: a ZIP, streamed, with each published invoice and credit note
 * dated in the period as PDF (and UBL, see invoices-export-ubl.ts) and an XLSX overview with the
 * totals per VAT rate of the VAT return. One document is rendered at a time, and the next only
 * once the client has taken the bytes, so a long period does not sit in memory.
 */
export const exportInvoices = async (options: {
  ctx: AppContext;
  from: string;
  until: string;
}): Promise<{ stream: Readable; fileName: string }> => {
  const { ctx, from, until } = options;
  checkExportPeriod(from, until);
  const kind = ctx.dbKind;
  const ids = await createInvoiceRepository(ctx.db, kind).publishedBetween(from, until);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const add = async (name: string, bytes: Uint8Array) => {
    const entry = new ZipPassThrough(name);
    entry.mtime = new Date();
    zip.add(entry);
    entry.push(bytes, true);
    // Back-pressure: wait until the client has read what is queued before making the next file.
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  };
  const run = async () => {
    const documents: ExportDocument[] = [];
    for (const { id } of ids) {
      const repo = createInvoiceRepository(ctx.db, kind);
      const row = await repo.lockById(id);
      const model = await buildInvoiceModel({ db: ctx.db, kind, row });
      const { pdf } = await renderInvoice(ctx, model);
      await add(`pdf/${pdfFileNameOf(model)}`, pdf);
      const ubl = await buildExportUbl(ctx, model, row, pdf);
      if ('xml' in ubl)
        await add(`ubl/${ubl.fileName}`, typeof ubl.xml === 'string' ? Buffer.from(ubl.xml) : ubl.xml);
      // The overview needs only the model, not the PDF.
      documents.push({ ...model, items: [], ubl: 'xml' in ubl ? `ubl/${ubl.fileName}` : ubl.missing });
    }
    const overview = await buildExportOverview({ from, until, documents });
    await add(`overzicht-${from}-${until}.xlsx`, overview.buffer);
    zip.end();
  };
  run().catch((error: unknown) => {
    ctx.log.error({ err: error }, 'facturen-export mislukt');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { stream: out, fileName: `facturen-${from}-${until}.zip` };
};
