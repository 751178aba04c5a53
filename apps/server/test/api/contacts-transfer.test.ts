import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../src/features/contacts/contacts-csv.ts';
import { createContactViaApi, multipartFile } from '../support/contacts-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const importBytes = async (bytes: Uint8Array, fileName?: string, contentType?: string) => {
  const body = multipartFile(bytes, fileName, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/contact.import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const importText = (text: string) => importBytes(Buffer.from(text, 'utf8'));
const countContacts = async () => {
  const row = await t.ctx.db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
const search = async (term: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/contact.search/${encodeURIComponent(term)}`, headers })
  ).json().results as Array<{
    display_name: string;
    contact_type: string;
    city: string | null;
    country_code: string;
    people: Array<{ first_name: string; last_name: string }>;
  }>;

/** Windows-1252 bytes of a string (the characters used here are all in Latin-1). */
const cp1252 = (text: string) => Buffer.from(text, 'latin1');

describe('contact.import', () => {
  it('imports the template shipped with the web app', async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const template = readFileSync(
      path.join(here, '../../../web/public/assets/templates/contacts_template.csv'),
    );
    const res = await importBytes(template, 'contacts_template.csv');
    expect(res.statusCode).toBe(200);
    expect(res.json().skipped).toEqual([]);
    expect(res.json().added).toBeGreaterThanOrEqual(2);
  });

  it('reads UTF-8 with BOM, semicolons (Excel NL), Dutch headers and a business contact person', async () => {
    const csv =
      '\uFEFFSoort;Bedrijfsnaam;Voornaam;Achternaam;E-mail;Telefoon;Adres;Adres 2;Postcode;Plaats;Land;KvK-nummer;BTW-nummer\r\n' +
      'Bedrijf;Zwemvereniging Dolfijn;Bram;Visser;info@dolfijn.nl;030-1234567;Zwembadweg 2;;3641 AB;Mijdrecht;Nederland;12345678;NL001234567B01\r\n' +
      'Particulier;;Zoë;Bäcker;zoe@example.nl;;"Straat 1; achterom";;3511 AA;Utrecht;be;;\r\n';
    const res = await importBytes(Buffer.from(csv, 'utf8'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: 2,
      skipped: [],
      total_rows: 2,
      message: '2 contacten toegevoegd.',
    });
    const [dolfijn] = await search('dolfijn');
    expect(dolfijn).toMatchObject({ contact_type: 'business', city: 'Mijdrecht', country_code: 'nl' });
    expect(dolfijn?.people).toMatchObject([{ first_name: 'Bram', last_name: 'Visser' }]);
    const [zoe] = await search('zoe backer');
    expect(zoe).toMatchObject({ display_name: 'Zoë Bäcker', country_code: 'be' });
  });

  it('reads Windows-1252 with commas and English headers', async () => {
    const csv =
      'type,company_name,first_name,last_name,city,country\r\nindividual,,Renée,Çelik,Zeist,Frankrijk\r\n';
    const res = await importBytes(cp1252(csv));
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toBe(1);
    const [renee] = await search('renee celik');
    expect(renee).toMatchObject({ display_name: 'Renée Çelik', country_code: 'fr' });
  });

  it('skips bad rows with their row number and a Dutch reason, and adds the rest', async () => {
    const csv = [
      'Type,Bedrijfsnaam,Voornaam,Tussenvoegsel,Achternaam,Land',
      'Bedrijf,,Jan,,Zonderbedrijf,',
      'Particulier,,Piet,van der,Meulen,',
      'Alien,,Xx,,Yy,',
      'Particulier,,,,,nl',
      'Particulier,,Kees,,Land,Atlantis',
      '',
      'Bedrijf,Kampeerplaats De Eik,,,,',
    ].join('\n');
    const res = await importText(csv);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.added).toBe(2);
    expect(report.skipped).toEqual([
      { row: 2, reason: 'Bedrijfsnaam is verplicht' },
      { row: 4, reason: 'Onbekend type "Alien" (gebruik Bedrijf of Particulier)' },
      { row: 5, reason: 'Voornaam of achternaam ontbreekt' },
      { row: 6, reason: 'Onbekend land "Atlantis"' },
    ]);
    expect(report.message).toBe('2 contacten toegevoegd, 4 regel(s) overgeslagen.');
    expect((await search('meulen'))[0]?.display_name).toBe('Piet van der Meulen');
    expect(await search('kampeerplaats')).toHaveLength(1);
  });

  it('imports a business whose contact person has half a name, without the person, and says so', async () => {
    const csv = [
      'Soort;Bedrijfsnaam;Voornaam;Achternaam;Plaats',
      'Bedrijf;Halfnaam Alleenvoornaam BV;Sanne;;Gouda',
      'Bedrijf;Halfnaam Alleenachternaam BV;;Dekker;Gouda',
      'Bedrijf;Halfnaam Compleet BV;Tim;Dekker;Gouda',
      'Bedrijf;Halfnaam Zonderpersoon BV;;;Gouda',
    ].join('\r\n');
    const res = await importText(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: 4,
      skipped: [],
      notes: [
        { row: 2, reason: IMPORT_MESSAGES.personSkipped },
        { row: 3, reason: IMPORT_MESSAGES.personSkipped },
      ],
      message: '4 contacten toegevoegd, 2 contactpersonen overgeslagen.',
    });
    expect(IMPORT_MESSAGES.personSkipped).toBe(
      'Contactpersoon overgeslagen: voor- en achternaam zijn allebei nodig.',
    );
    const rows = await t.ctx.db
      .selectFrom('contacts')
      .select(['company_name', 'first_name', 'last_name', 'display_name'])
      .where('company_name', 'like', 'Halfnaam %')
      .orderBy('id')
      .execute();
    // The half name does not linger, invisible, on the business either.
    expect(rows).toEqual([
      {
        company_name: 'Halfnaam Alleenvoornaam BV',
        first_name: null,
        last_name: null,
        display_name: 'Halfnaam Alleenvoornaam BV',
      },
      {
        company_name: 'Halfnaam Alleenachternaam BV',
        first_name: null,
        last_name: null,
        display_name: 'Halfnaam Alleenachternaam BV',
      },
      {
        company_name: 'Halfnaam Compleet BV',
        first_name: null,
        last_name: null,
        display_name: 'Halfnaam Compleet BV',
      },
      {
        company_name: 'Halfnaam Zonderpersoon BV',
        first_name: null,
        last_name: null,
        display_name: 'Halfnaam Zonderpersoon BV',
      },
    ]);
    expect((await search('alleenvoornaam'))[0]?.people).toEqual([]);
    expect((await search('alleenachternaam'))[0]?.people).toEqual([]);
    expect((await search('halfnaam compleet'))[0]?.people).toMatchObject([
      { first_name: 'Tim', last_name: 'Dekker' },
    ]);
  });

  it("honours Excel's sep= line and reports rows by their line in the file", async () => {
    const csv = [
      'sep=,',
      'Soort,Bedrijfsnaam,Voornaam,Achternaam,Adres,Plaats',
      'Particulier,,Saskia,Scheiding,"Kerkstraat 1; achterom",Delft',
      'Bedrijf,,Zonder,Naam,,Delft',
      'Bedrijf,Scheidingsteken BV,,,,Delft',
    ].join('\n');
    const res = await importBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: 2,
      total_rows: 3,
      skipped: [{ row: 4, reason: 'Bedrijfsnaam is verplicht' }],
    });
    const [saskia] = await search('saskia scheiding');
    expect(saskia).toMatchObject({ display_name: 'Saskia Scheiding', city: 'Delft' });
    expect(await search('scheidingsteken bv')).toHaveLength(1);
    // The hint wins over what the header line would suggest, and a quoted hint counts too.
    const quoted = await importText(
      '"sep=;"\nVoornaam;Achternaam;Opmerking, intern, niet, importeren\nKarel;Komma;a, b, c, d\n',
    );
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ added: 1, skipped: [] });
    expect((await search('karel komma'))[0]).toMatchObject({ display_name: 'Karel Komma' });
  });

  it('skips a row with more cells than the header instead of importing shifted values', async () => {
    const csv = [
      'Voornaam;Achternaam;Adres;Plaats',
      'Meer;Kolommen;Dorpsstraat 4; achterom;Leiden',
      'Lege;Staart;Dorpsstraat 5;Leiden;;',
      'Goed;Gequote;"Dorpsstraat 6; achterom";Leiden',
    ].join('\n');
    const res = await importText(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: 2,
      skipped: [{ row: 2, reason: IMPORT_MESSAGES.tooManyCells }],
    });
    expect(IMPORT_MESSAGES.tooManyCells).toBe(
      'Rij heeft meer kolommen dan de kopregel; staat er een scheidingsteken in een waarde zonder aanhalingstekens?',
    );
    expect(await search('meer kolommen')).toEqual([]);
    expect((await search('lege staart'))[0]).toMatchObject({ city: 'Leiden' });
    expect(await search('goed gequote')).toHaveLength(1);
  });

  it('names the line of a quote that is never closed, and imports nothing', async () => {
    const before = await countContacts();
    const csv = [
      'Voornaam;Achternaam;Plaats',
      'Open;Quote;Leiden',
      '',
      'Nog;"Goed";Leiden',
      'Hier;"Begint het;Leiden',
      'Daarna;Rest;Leiden',
    ].join('\n');
    const res = await importText(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MESSAGES.unclosedQuoteAt(5));
    expect(res.json().message).toBe(
      'Het bestand kon niet als CSV worden gelezen: op regel 5 opent een aanhalingsteken (") dat nergens wordt gesloten.',
    );
    const afterSep = await importText('sep=;\nVoornaam;Achternaam\n"Open;Quote\n');
    expect(afterSep.json().message).toBe(IMPORT_MESSAGES.unclosedQuoteAt(3));
    expect(await countContacts()).toBe(before);
  });

  it('refuses files that are not CSV, without importing anything', async () => {
    const before = await countContacts();
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n', 'latin1');
    const nul = Buffer.from('Voornaam,Achternaam\nA,B\u0000\n', 'latin1');
    for (const bytes of [zip, pdf, nul]) {
      const res = await importBytes(bytes, 'contacten.csv');
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(IMPORT_MESSAGES.notCsv);
    }
    expect(await countContacts()).toBe(before);
  });

  it('refuses a file without known columns, an empty file, a header-only file and no file', async () => {
    const before = await countContacts();
    const unknown = await importText('foo;bar;baz\n1;2;3\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(IMPORT_MESSAGES.noKnownColumns);
    const empty = await importBytes(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(IMPORT_MESSAGES.empty);
    const headerOnly = await importText('Voornaam;Achternaam\r\n');
    expect(headerOnly.json().message).toBe(IMPORT_MESSAGES.empty);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/contact.import', headers, payload: {} });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(IMPORT_MESSAGES.noFile);
    expect(await countContacts()).toBe(before);
  });

  it('refuses a form with two files with a Dutch 400, importing neither', async () => {
    const before = await countContacts();
    const boundary = '----tweebestanden';
    const filePart = (field: string, name: string, text: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
      `Content-Type: text/csv\r\n\r\n${text}\r\n`;
    const form = (...parts: string[]) => ({
      method: 'POST' as const,
      url: '/api/contact.import',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join('')}--${boundary}--\r\n`,
    });
    const one = filePart('file', 'een.csv', 'Voornaam;Achternaam\r\nEen;Tweebestand\r\n');
    const two = filePart('file', 'twee.csv', 'Voornaam;Achternaam\r\nTwee;Tweebestand\r\n');
    const other = filePart('bijlage', 'drie.csv', 'Voornaam;Achternaam\r\nDrie;Tweebestand\r\n');
    for (const parts of [
      [one, two],
      [one, other],
    ]) {
      const res = await t.app.inject(form(...parts));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IMPORT_MESSAGES.oneFileOnly);
    }
    expect(IMPORT_MESSAGES.oneFileOnly).toBe('Importeer één CSV-bestand tegelijk.');
    const many = await t.app.inject(form(...Array.from({ length: 12 }, () => one)));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(IMPORT_MESSAGES.oneFileOnly);
    expect(await countContacts()).toBe(before);
    expect(await search('tweebestand')).toEqual([]);

    // One file next to a text field is fine.
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhallo\r\n`;
    const ok = await t.app.inject(form(field, one));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().added).toBe(1);
  });

  it('refuses a file over 5 MB and one with more than 10,000 rows', async () => {
    const before = await countContacts();
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await importBytes(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(IMPORT_MESSAGES.tooLarge);
    const rows = ['Voornaam;Achternaam', ...Array.from({ length: 10_001 }, (_, i) => `Naam${i};Achter`)].join(
      '\n',
    );
    const tooMany = await importText(rows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(await countContacts()).toBe(before);
  });
});

describe('contact.export', () => {
  it('answers a real xlsx named contacts.xlsx with every active contact and its people', async () => {
    const business = await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Exportclub =SUM(A1)',
      city: 'Houten',
      country: 'de',
      person: { first_name: 'Eline', last_name: 'Export', email_address: 'eline@export.nl' },
    });
    // A second person with a department, and known creation instants in winter and summer time.
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/person.create',
      headers,
      payload: { contact_id: business.id, first_name: 'Daan', last_name: 'Afdeling', department: 'Verhuur' },
    });
    expect(second.statusCode).toBe(200);
    const summer = await createContactViaApi(t, { first_name: 'Zomer', last_name: 'Tijd' });
    const setCreatedAt = (id: number, createdAt: string) =>
      t.ctx.db.updateTable('contacts').set({ created_at: createdAt }).where('id', '=', id).execute();
    await setCreatedAt(business.id, '2026-01-15T23:30:00.000Z');
    await setCreatedAt(summer.id, '2026-07-01T10:15:00.000Z');
    const archived = await createContactViaApi(t, { first_name: 'Weg', last_name: 'Gearchiveerd' });
    await t.ctx.db
      .updateTable('contacts')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', archived.id)
      .execute();

    const res = await t.app.inject({ method: 'GET', url: '/api/contact.export', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="contacts.xlsx"');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contacten');
    if (!sheet) throw new Error('werkblad Contacten ontbreekt');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Klantnummer',
      'Soort',
      'Naam',
      'Bedrijfsnaam',
      'Voornaam',
      'Achternaam',
      'E-mail',
      'Telefoon',
      'Adres',
      'Adres 2',
      'Postcode',
      'Plaats',
      'Land',
      'KvK-nummer',
      'BTW-nummer',
      'Contactpersonen',
      'Aangemaakt op',
    ]);
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push((row.values as unknown[]).slice(1));
    });
    expect(rows).toHaveLength(await countActive());
    const exported = rows.find((r) => r[0] === business.id);
    expect(exported?.[1]).toBe('Bedrijf');
    expect(exported?.[2]).toBe('Exportclub =SUM(A1)');
    expect(exported?.[11]).toBe('Houten');
    expect(exported?.[12]).toBe('Duitsland');
    expect(exported?.[15]).toBe('Eline Export (eline@export.nl); Daan Afdeling (Verhuur)');
    // Amsterdam wall-clock time (xlsx dates have no zone): 23:30 UTC in January is 00:30 the next
    // day in Amsterdam, 10:15 UTC in July is 12:15; the cell keeps a date format.
    expect(exported?.[16]).toEqual(new Date(Date.UTC(2026, 0, 16, 0, 30)));
    expect(rows.find((r) => r[0] === summer.id)?.[16]).toEqual(new Date(Date.UTC(2026, 6, 1, 12, 15)));
    const createdCell = sheet.getRow(rows.indexOf(exported as unknown[]) + 2).getCell(17);
    expect(createdCell.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(rows.some((r) => r[0] === archived.id)).toBe(false);
  });
});

const countActive = async () => {
  const row = await t.ctx.db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
