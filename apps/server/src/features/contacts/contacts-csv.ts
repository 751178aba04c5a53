import { CONTACT_IMPORT_LIMITS, CONTACT_MESSAGES, type ContactTypeValue } from '@app/contracts';
import { checkPostalCodeFor, normalisePostalCodeFor } from '@app/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { normalizeSearchText } from '../../lib/search-text.ts';
import { resolveCountry } from './countries.ts';

/** Pure CSV reading for the contacts import: bytes → decoded text → rows of contact fields. */

export const IMPORT_MESSAGES = {
  empty: 'Het bestand is leeg. Gebruik het sjabloon contacts_template.csv.',
  notCsv:
    'Dit bestand is geen CSV-bestand. Sla je lijst op als CSV (puntkomma- of kommagescheiden) en probeer het opnieuw.',
  tooLarge: `Het bestand is te groot (maximaal ${CONTACT_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB).`,
  tooManyRows: `Het bestand heeft te veel regels (maximaal ${CONTACT_IMPORT_LIMITS.maxRows.toLocaleString('nl-NL')} contacten per import).`,
  noKnownColumns:
    'Geen bekende kolommen gevonden. Gebruik kolomkoppen zoals in het sjabloon: Soort, Bedrijfsnaam, Voornaam, Achternaam, E-mail, Telefoon, Adres, Adres 2, Postcode, Plaats, Land, KvK-nummer, BTW-nummer.',
  unreadable:
    'Het bestand kon niet als CSV worden gelezen. Controleer de aanhalingstekens en scheidingstekens.',
  unreadableAt: (line: number) =>
    `Het bestand kon niet als CSV worden gelezen: controleer de aanhalingstekens en scheidingstekens op regel ${line}.`,
  unclosedQuoteAt: (line: number) =>
    `Het bestand kon niet als CSV worden gelezen: op regel ${line} opent een aanhalingsteken (") dat nergens wordt gesloten.`,
  tooManyCells:
    'Rij heeft meer kolommen dan de kopregel; staat er een scheidingsteken in een waarde zonder aanhalingstekens?',
  noFile: 'Kies een CSV-bestand om te importeren.',
  oneFileOnly: 'Importeer één CSV-bestand tegelijk.',
  personSkipped: 'Contactpersoon overgeslagen: voor- en achternaam zijn allebei nodig.',
  badPostalCode: (value: string, problem: string) => `Postcode "${value}" klopt niet. ${problem}`,
  badDuplicateMode: 'Kies wat er met dubbele contacten gebeurt: overslaan (skip) of samenvoegen (merge).',
} as const;

export type ImportField =
  | 'contact_type'
  | 'company_name'
  | 'first_name'
  | 'infix'
  | 'last_name'
  | 'email_address'
  | 'phone_number'
  | 'address_line_1'
  | 'address_line_2'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'coc_id'
  | 'vat_id';

// Header spellings in Dutch and English, compared without case, accents, spaces or punctuation.
const HEADER_ALIASES: Record<ImportField, string[]> = {
  contact_type: ['type', 'soort', 'contacttype', 'soortcontact', 'kind'],
  company_name: [
    'bedrijfsnaam',
    'bedrijf',
    'companyname',
    'company',
    'organisatie',
    'organization',
    'organisation',
    'naambedrijf',
  ],
  first_name: ['voornaam', 'firstname', 'givenname', 'roepnaam'],
  infix: ['tussenvoegsel', 'tussenvoegsels', 'infix'],
  last_name: ['achternaam', 'lastname', 'surname', 'familyname', 'familienaam'],
  email_address: ['email', 'emailadres', 'emailaddress', 'mail', 'mailadres'],
  phone_number: ['telefoon', 'telefoonnummer', 'tel', 'telnr', 'phone', 'phonenumber', 'mobiel', 'mobile'],
  address_line_1: [
    'adres',
    'adres1',
    'adresregel1',
    'straat',
    'straatenhuisnummer',
    'address',
    'address1',
    'addressline1',
    'street',
  ],
  address_line_2: ['adres2', 'adresregel2', 'address2', 'addressline2'],
  postal_code: ['postcode', 'postalcode', 'zip', 'zipcode', 'postcodeplaats'],
  city: ['plaats', 'woonplaats', 'stad', 'vestigingsplaats', 'city', 'town'],
  country: ['land', 'country', 'countrycode', 'landcode'],
  coc_id: [
    'kvk',
    'kvknummer',
    'kvknr',
    'kamervankoophandel',
    'coc',
    'cocid',
    'cocnumber',
    'chamberofcommerce',
  ],
  vat_id: ['btw', 'btwnummer', 'btwid', 'btwnr', 'vat', 'vatid', 'vatnumber'],
};

const fieldByHeader = new Map<string, ImportField>();
for (const [field, aliases] of Object.entries(HEADER_ALIASES) as Array<[ImportField, string[]]>) {
  for (const alias of aliases) fieldByHeader.set(alias, field);
}

const headerKey = (header: string) => normalizeSearchText(header).replace(/[^a-z0-9]/g, '');

const TYPE_WORDS: Record<string, ContactTypeValue> = {
  bedrijf: 'business',
  zakelijk: 'business',
  business: 'business',
  company: 'business',
  organisatie: 'business',
  b: 'business',
  particulier: 'individual',
  prive: 'individual',
  persoon: 'individual',
  individual: 'individual',
  person: 'individual',
  consument: 'individual',
  p: 'individual',
};

export type ImportedContact = {
  contact_type: ContactTypeValue;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  coc_id: string | null;
  vat_id: string | null;
  email_address: string | null;
  phone_number: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string;
};

export type ParsedImport = {
  contacts: Array<{ row: number; contact: ImportedContact }>;
  skipped: Array<{ row: number; reason: string }>;
  totalRows: number;
};

const refuse = (
  message: string,
  code: 'bad_request' | 'unsupported_media_type' | 'payload_too_large' = 'bad_request',
) => new AppError(code, message);

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

// Files people pick by mistake: zip containers (xlsx, docx), PDF, old Office, images, gzip.
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x1f, 0x8b],
  [0x47, 0x49, 0x46, 0x38],
];

/**
 * Text of a CSV file as Dutch users have them: UTF-8 with or without BOM, UTF-16 from Excel's
 * "Unicode text", or Windows-1252 (older Excel NL) when the bytes are not valid UTF-8.
 * Anything binary is refused.
 */
export const decodeCsvBytes = (bytes: Uint8Array): string => {
  if (bytes.length === 0) throw refuse(IMPORT_MESSAGES.empty);
  if (bytes.length > CONTACT_IMPORT_LIMITS.maxBytes)
    throw refuse(IMPORT_MESSAGES.tooLarge, 'payload_too_large');
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (BINARY_SIGNATURES.some((sig) => startsWith(bytes, sig)) || bytes.includes(0)) {
    throw refuse(IMPORT_MESSAGES.notCsv, 'unsupported_media_type');
  }
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
};

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * Excel's separator hint: a first line `sep=;` (also quoted, as after a round trip through a
 * spreadsheet). It names the separator and is no part of the data.
 */
export const separatorHint = (text: string): string | null => {
  const firstLine = (text.split(LINE_BREAK, 1)[0] ?? '').replace(/^\uFEFF/, '').replace(/ +$/, '');
  // Trailing separators: a spreadsheet that saved the hint line as a row of the sheet.
  const match = /^"?sep=([;,\t|])"?[;,\t|]*$/i.exec(firstLine);
  return match?.[1] ?? null;
};

/** The separator of the header line: ; (Excel NL), tab, or comma, whichever occurs most outside quotes. */
export const detectDelimiter = (text: string): string => {
  const firstLine = (text.split(LINE_BREAK, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 0 ? counts[0].d : ',';
};

/** Control characters other than tab and line breaks never occur in a real CSV, only in binaries. */
const hasControlChars = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
};

/** An empty type means a business when a company name is given, else an individual. */
const typeOf = (raw: string, hasCompany: boolean): ContactTypeValue | null => {
  const word = normalizeSearchText(raw);
  if (word === '') return hasCompany ? 'business' : 'individual';
  return TYPE_WORDS[word] ?? null;
};

type ParsedRecord = { record: string[]; info: { lines: number } };

/**
 * The Dutch refusal for a csv-parse error, with the line to look at. An unclosed quote is reported
 * by csv-parse at the end of the file, where it gave up; the quote itself opened on the first line
 * with a quote after the last record that was read whole.
 */
const unreadableRefusal = (error: unknown, text: string, lastRecordLine: number) => {
  const { code, lines } = error as { code?: string; lines?: number };
  if (code === 'CSV_QUOTE_NOT_CLOSED') {
    const fileLines = text.split(LINE_BREAK);
    const offset = fileLines.slice(lastRecordLine).findIndex((line) => line.includes('"'));
    return refuse(IMPORT_MESSAGES.unclosedQuoteAt(offset >= 0 ? lastRecordLine + offset + 1 : (lines ?? 1)));
  }
  if (typeof lines === 'number' && lines > 0) return refuse(IMPORT_MESSAGES.unreadableAt(lines));
  return refuse(IMPORT_MESSAGES.unreadable);
};

/**
 * Parses the decoded text into contacts to add and rows to skip. Row numbers are the lines of the
 * file as the user sees them in an editor (the header is line 1, or line 2 after a `sep=` line).
 */
export const parseContactsCsv = (text: string): ParsedImport => {
  if (text.trim() === '') throw refuse(IMPORT_MESSAGES.empty);
  if (hasControlChars(text.slice(0, 4096))) throw refuse(IMPORT_MESSAGES.notCsv, 'unsupported_media_type');
  const hint = separatorHint(text);
  let records: ParsedRecord[];
  let lastRecordLine = hint ? 1 : 0;
  try {
    records = parse(text, {
      delimiter: hint ?? detectDelimiter(text),
      // csv-parse keeps counting the skipped `sep=` line, so info.lines stays the file's line.
      from_line: hint ? 2 : 1,
      bom: true,
      // Without this csv-parse takes the first line break it meets as the only one, so a file
      // mixing Windows and Unix endings (a template edited on two machines) glued the lines of
      // the other kind into one row. '\r' alone: Excel's "CSV (Macintosh)". '\r\n' comes first
      // so it is not read as two breaks.
      record_delimiter: ['\r\n', '\n', '\r'],
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      on_record: (record, context) => {
        lastRecordLine = context.lines;
        return record;
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw unreadableRefusal(error, text, lastRecordLine);
  }
  const [header, ...data] = records;
  if (!header) throw refuse(IMPORT_MESSAGES.empty);
  const columns = header.record.map((name) => fieldByHeader.get(headerKey(name)) ?? null);
  if (!columns.some((c) => c !== null)) throw refuse(IMPORT_MESSAGES.noKnownColumns);
  if (data.length === 0) throw refuse(IMPORT_MESSAGES.empty);
  if (data.length > CONTACT_IMPORT_LIMITS.maxRows)
    throw refuse(IMPORT_MESSAGES.tooManyRows, 'payload_too_large');

  const contacts: ParsedImport['contacts'] = [];
  const skipped: ParsedImport['skipped'] = [];
  for (const { record, info } of data) {
    const row = info.lines;
    // relax_column_count keeps such a row whole; reading only the first cells would silently
    // import shifted values (an unquoted separator inside a value, e.g. an address "Straat 1; achter").
    if (record.slice(header.record.length).some((cell) => cell.trim() !== '')) {
      skipped.push({ row, reason: IMPORT_MESSAGES.tooManyCells });
      continue;
    }
    const value: Partial<Record<ImportField, string>> = {};
    columns.forEach((field, index) => {
      const cell = record[index]?.trim() ?? '';
      if (field && cell !== '' && value[field] === undefined) value[field] = cell;
    });
    const get = (field: ImportField) => value[field] ?? null;
    const lastName = [get('infix'), get('last_name')].filter(Boolean).join(' ') || null;
    const contactType = typeOf(get('contact_type') ?? '', Boolean(get('company_name')));
    if (!contactType) {
      skipped.push({
        row,
        reason: `Onbekend type "${get('contact_type')}" (gebruik Bedrijf of Particulier)`,
      });
      continue;
    }
    if (contactType === 'business' && !get('company_name')) {
      skipped.push({ row, reason: CONTACT_MESSAGES.companyNameRequired });
      continue;
    }
    if (contactType === 'individual' && !get('first_name') && !lastName) {
      skipped.push({ row, reason: 'Voornaam of achternaam ontbreekt' });
      continue;
    }
    const countryInput = get('country');
    const country = countryInput ? resolveCountry(countryInput) : 'nl';
    if (!country) {
      skipped.push({ row, reason: `Onbekend land "${countryInput}"` });
      continue;
    }
    const postalCode = get('postal_code');
    // A Dutch postcode is `1234 AB`; the row is refused rather than stored malformed.
    const postalProblem = postalCode ? checkPostalCodeFor(country, postalCode) : null;
    if (postalProblem) {
      skipped.push({ row, reason: IMPORT_MESSAGES.badPostalCode(postalCode ?? '', postalProblem) });
      continue;
    }
    const tooLong = Object.entries(value).find(([, cell]) => cell.length > 255);
    if (tooLong) {
      skipped.push({ row, reason: 'Een veld is langer dan 255 tekens' });
      continue;
    }
    contacts.push({
      row,
      contact: {
        contact_type: contactType,
        first_name: get('first_name'),
        last_name: lastName,
        company_name: get('company_name'),
        coc_id: get('coc_id'),
        vat_id: get('vat_id'),
        email_address: get('email_address'),
        phone_number: get('phone_number'),
        address_line_1: get('address_line_1'),
        address_line_2: get('address_line_2'),
        postal_code: normalisePostalCodeFor(country, postalCode),
        city: get('city'),
        country,
      },
    });
  }
  return { contacts, skipped, totalRows: data.length };
};
