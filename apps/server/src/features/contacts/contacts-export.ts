import { PassThrough, type Readable } from 'node:stream';
import { APP_TIME_ZONE, withoutInvalidTextCharacters } from '@app/domain';
import type { AppContext } from '../../context.ts';
import { withPeople } from './contact-model.ts';
import { createContactRepository } from './contacts.repository.ts';

export const EXPORT_FILE_NAME = 'contacts.xlsx';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Headers the importer also reads, so an export saved as CSV can be imported again.
const COLUMNS: Array<{ header: string; key: string; width: number }> = [
  { header: 'Klantnummer', key: 'id', width: 12 },
  { header: 'Soort', key: 'type', width: 12 },
  { header: 'Naam', key: 'display_name', width: 32 },
  { header: 'Bedrijfsnaam', key: 'company_name', width: 28 },
  { header: 'Voornaam', key: 'first_name', width: 16 },
  { header: 'Achternaam', key: 'last_name', width: 20 },
  { header: 'E-mail', key: 'email_address', width: 30 },
  { header: 'Telefoon', key: 'phone_number', width: 16 },
  { header: 'Adres', key: 'address_line_1', width: 30 },
  { header: 'Adres 2', key: 'address_line_2', width: 20 },
  { header: 'Postcode', key: 'postal_code', width: 10 },
  { header: 'Plaats', key: 'city', width: 18 },
  { header: 'Land', key: 'country', width: 16 },
  { header: 'KvK-nummer', key: 'coc_id', width: 14 },
  { header: 'BTW-nummer', key: 'vat_id', width: 18 },
  { header: 'Contactpersonen', key: 'people', width: 48 },
  { header: 'Aangemaakt op', key: 'created_at', width: 20 },
];

const BATCH = 1000;

const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The instant as a Date whose UTC fields are the Amsterdam wall-clock time. An xlsx date has no
 * time zone and exceljs writes a Date's UTC fields, so a plain instant would show up in Excel an
 * hour (two in summer) early.
 */
export const amsterdamWallClock = (instant: string): Date => {
  const parts = Object.fromEntries(
    amsterdamClock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
};

/** "Floor Hendriks (Clubhuis, floor@kampong.nl, 06-1)": department, e-mail and phone when given. */
const personCell = (
  p: { first_name: string; last_name: string } & Record<
    'department' | 'email_address' | 'phone_number',
    string | null
  >,
) => {
  const extra = [p.department, p.email_address, p.phone_number].filter(Boolean).join(', ');
  return `${p.first_name} ${p.last_name}${extra ? ` (${extra})` : ''}`;
};

/**
 * A text cell: only characters XML allows (exceljs writes what it is given, and one U+FFFE stored
 * before the input refused it would make the whole file unreadable), line ends as the line feed
 * a cell's line break is (an XML reader turns a carriage return into one anyway).
 */
const textCell = (value: string | null) =>
  value === null ? '' : withoutInvalidTextCharacters(value).replace(/\r\n?/g, '\n');

/**
 * Every active contact with its people as an .xlsx stream, written batch by batch so a large
 * address book never sits in memory whole. Cell values are plain strings (never formulas).
 */
export const exportContactsXlsx = async (ctx: AppContext): Promise<Readable> => {
  // Loaded on the first export, not at every server start (exceljs takes ~0.3 s to load).
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Verhuurbeheer';
  const sheet = workbook.addWorksheet('Contacten', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getColumn('created_at').numFmt = 'dd-mm-yyyy hh:mm';
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const repo = createContactRepository(ctx.db);

  const write = async () => {
    let afterId = 0;
    for (;;) {
      const rows = await repo.activeBatchAfter(afterId, BATCH);
      if (rows.length === 0) break;
      for (const contact of await withPeople(ctx.db, rows)) {
        sheet
          .addRow({
            id: contact.id,
            type: contact.contact_type === 'business' ? 'Bedrijf' : 'Particulier',
            display_name: textCell(contact.display_name),
            company_name: textCell(contact.company_name),
            first_name: textCell(contact.first_name),
            last_name: textCell(contact.last_name),
            email_address: textCell(contact.email_address),
            phone_number: textCell(contact.phone_number),
            address_line_1: textCell(contact.address_line_1),
            address_line_2: textCell(contact.address_line_2),
            postal_code: textCell(contact.postal_code),
            city: textCell(contact.city),
            country: textCell(contact.country),
            coc_id: textCell(contact.coc_id),
            vat_id: textCell(contact.vat_id),
            people: textCell(contact.people.map(personCell).join('; ')),
            created_at: amsterdamWallClock(contact.created_at),
          })
          .commit();
      }
      afterId = rows[rows.length - 1]?.id ?? afterId;
      if (rows.length < BATCH) break;
    }
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
};
