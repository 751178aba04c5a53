import type { RevenueRow, UtilizationRow } from '@app/contracts';
import { withoutInvalidTextCharacters } from '@app/domain';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context.ts';
import { readContactNames, tallyRevenue } from './read-revenue.ts';
import { readUtilization } from './read-utilization.ts';
import { checkReportPeriod } from './report-period.ts';
import { readArticleShares } from './revenue-shares.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const EURO_FORMAT = '€ #,##0.00;-€ #,##0.00';
const PERCENT_FORMAT = '0.0%';
const euros = (cents: number) => cents / 100;
const text = (value: string) => withoutInvalidTextCharacters(value);

/** A sheet of revenue rows (as on the screen) with a total row. */
const addRevenueSheet = (workbook: ExcelJS.Workbook, name: string, heading: string, rows: RevenueRow[]) => {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    { header: heading, key: 'label', width: 36 },
    { header: 'Omzet excl. btw', key: 'revenue', width: 16 },
    { header: 'Btw', key: 'vat', width: 14 },
    { header: 'Facturen', key: 'count', width: 10 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow({
      label: text(row.label),
      revenue: euros(row.revenue_excl_vat),
      vat: euros(row.vat),
      count: row.count,
    });
  const total = sheet.addRow({
    label: 'Totaal',
    revenue: euros(rows.reduce((sum, row) => sum + row.revenue_excl_vat, 0)),
    vat: euros(rows.reduce((sum, row) => sum + row.vat, 0)),
  });
  total.font = { bold: true };
  sheet.getColumn('revenue').numFmt = EURO_FORMAT;
  sheet.getColumn('vat').numFmt = EURO_FORMAT;
};

const addUtilizationSheet = (workbook: ExcelJS.Workbook, rows: UtilizationRow[]) => {
  const sheet = workbook.addWorksheet('Benutting');
  sheet.columns = [
    { header: 'Artikel', key: 'name', width: 36 },
    { header: 'Eenheden', key: 'units', width: 10 },
    { header: 'Beschikbare dagen', key: 'available', width: 18 },
    { header: 'Verhuurde dagen', key: 'booked', width: 16 },
    { header: 'Benutting', key: 'utilization', width: 11 },
    { header: 'Omzet excl. btw', key: 'revenue', width: 16 },
    { header: 'Omzet per eenheid', key: 'perUnit', width: 18 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows)
    sheet.addRow({
      name: text(row.name),
      units: row.units,
      available: row.unit_days_available,
      booked: row.unit_days_booked,
      utilization: row.utilization,
      revenue: euros(row.revenue_excl_vat),
      perUnit: euros(row.revenue_per_unit),
    });
  sheet.getColumn('utilization').numFmt = PERCENT_FORMAT;
  sheet.getColumn('revenue').numFmt = EURO_FORMAT;
  sheet.getColumn('perUnit').numFmt = EURO_FORMAT;
};

/**
 * GET /reports.export: the Rapportage screen's tables as one XLSX: revenue per month, per article
 * (with Transport and Overig), utilisation per rentable article and revenue per customer.
 */
export const exportReports = async (options: {
  ctx: AppContext;
  from: string;
  until: string;
  now?: Date;
}): Promise<{ buffer: Buffer; fileName: string }> => {
  const { ctx, from, until } = options;
  checkReportPeriod(from, until);
  const [revenue, contacts] = await Promise.all([
    readArticleShares({ db: ctx.db, from, until }),
    readContactNames(ctx, from, until),
  ]);
  const tally = (group: 'month' | 'article' | 'contact') =>
    tallyRevenue({ shares: revenue.shares, names: { items: revenue.items, contacts }, group, from, until });
  const utilization = await readUtilization({
    ctx,
    from,
    until,
    revenue,
    ...(options.now ? { now: options.now } : {}),
  });

  const workbook = new ExcelJS.Workbook();
  workbook.title = `Rapportage ${from} t/m ${until}`;
  addRevenueSheet(workbook, 'Omzet per maand', 'Maand', tally('month'));
  addRevenueSheet(workbook, 'Omzet per artikel', 'Artikel', tally('article'));
  addUtilizationSheet(workbook, utilization);
  addRevenueSheet(workbook, 'Klanten', 'Klant', tally('contact'));
  return {
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `rapportage-${from}-${until}.xlsx`,
  };
};
