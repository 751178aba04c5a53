import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactImportReport } from '@app/contracts';
import { VALIDATION_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../src/features/contacts/contacts-csv.ts';
import { createContactViaApi } from '../support/contacts-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Every row kept whatever the line endings or the program, nothing made twice. */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

/** A multipart form with the file and, when given, the on_duplicate field (after the file, or before). */
const importBytes = async (bytes: Uint8Array, onDuplicate?: string, fieldFirst = false) => {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const field =
    onDuplicate === undefined
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="on_duplicate"\r\n\r\n${onDuplicate}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(
      `${fieldFirst ? field : ''}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contacten.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n${fieldFirst ? '' : field}--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/contact.import',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};
const importText = (text: string, onDuplicate?: string) =>
  importBytes(Buffer.from(text, 'utf8'), onDuplicate);
const reportOf = async (res: Awaited<ReturnType<typeof importBytes>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContactImportReport;
};

const countContacts = async () => {
  const row = await t.ctx.db
    .selectFrom('contacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};
const contactsNamed = (displayName: string) =>
  t.ctx.db.selectFrom('contacts').selectAll().where('display_name', '=', displayName).execute();
const peopleOf = (contactId: number) =>
  t.ctx.db
    .selectFrom('contact_people')
    .select(['first_name', 'last_name'])
    .where('contact_id', '=', contactId)
    .orderBy('id')
    .execute();

const HEADER = 'Soort;Bedrijfsnaam;Voornaam;Achternaam;E-mail;Telefoon;Adres;Postcode;Plaats;Land;KvK-nummer';

describe('contact.import: line endings and the programs that save CSV', () => {
  it('keeps every row when Windows, Unix and old-Mac line endings are mixed', async () => {
    const before = await countContacts();
    const csv =
      `${HEADER}\r\n` +
      'Particulier;;Anna;Crlf;anna@crlf.example;;;;Utrecht;;\r\n' +
      'Particulier;;Bert;Lf;bert@lf.example;;;;Utrecht;;\n' +
      'Particulier;;Carla;Cr;carla@cr.example;;;;Utrecht;;\r' +
      'Particulier;;Daan;Quoted;daan@quoted.example;;"Kerkstraat 1\nachterhuis";;Utrecht;;\r\n' +
      'Particulier;;Eva;Laatste;eva@laatste.example;;;;Utrecht;;\n';
    const report = await reportOf(await importText(csv));
    expect(report).toMatchObject({ added: 5, skipped: [], total_rows: 5, merged: 0 });
    expect(report.rows.map((r) => r.fate)).toEqual(['created', 'created', 'created', 'created', 'created']);
    expect(report.rows.map((r) => r.contact?.display_name)).toEqual([
      'Anna Crlf',
      'Bert Lf',
      'Carla Cr',
      'Daan Quoted',
      'Eva Laatste',
    ]);
    expect(await countContacts()).toBe(before + 5);
    const [daan] = await contactsNamed('Daan Quoted');
    expect(daan?.address_line_1).toBe('Kerkstraat 1\nachterhuis');
    const [bert] = await contactsNamed('Bert Lf');
    expect(bert).toMatchObject({ email_address: 'bert@lf.example', city: 'Utrecht' });
  });

  it('reads Excel NL: "CSV (puntkomma gescheiden)" in Windows-1252, and "CSV UTF-8" with a BOM', async () => {
    const ansi = Buffer.from(
      `${HEADER}\r\nBedrijf;Café Hééngaan;José;Müller;;;Dorpsstraat 1;2611 AB;Delft;Nederland;11112222\r\n`,
      'latin1',
    );
    const ansiReport = await reportOf(await importBytes(ansi));
    expect(ansiReport).toMatchObject({ added: 1, skipped: [] });
    const [cafe] = await contactsNamed('Café Hééngaan');
    expect(cafe).toMatchObject({ postal_code: '2611 AB', city: 'Delft', coc_id: '11112222' });
    expect(await peopleOf(cafe?.id ?? 0)).toEqual([{ first_name: 'José', last_name: 'Müller' }]);

    const utf8 = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\r\nParticulier;;Zoë;Excelsior;zoe@excel.example;;;3511aa;Utrecht;;\r\n`),
    ]);
    const utf8Report = await reportOf(await importBytes(utf8));
    expect(utf8Report).toMatchObject({ added: 1, skipped: [] });
    expect((await contactsNamed('Zoë Excelsior'))[0]?.postal_code).toBe('3511 AA');
  });

  it('reads LibreOffice (UTF-8, comma, every text cell quoted) and Numbers (UTF-8, comma, LF)', async () => {
    const libre =
      '"Soort","Bedrijfsnaam","Voornaam","Achternaam","E-mail","Adres","Plaats","KvK-nummer"\n' +
      '"Bedrijf","Libre, Office & Zn","Lot","Libre","info@libre.example","Weg 1, achter","Gouda","33334444"\n' +
      '"Particulier","","Luuk","Calc","luuk@calc.example","","Gouda",""\n';
    const libreReport = await reportOf(await importText(libre));
    expect(libreReport).toMatchObject({ added: 2, skipped: [], total_rows: 2 });
    expect((await contactsNamed('Libre, Office & Zn'))[0]?.address_line_1).toBe('Weg 1, achter');

    const numbers =
      'Soort,Bedrijfsnaam,Voornaam,Achternaam,E-mail,Plaats,Land\n' +
      'Particulier,,Nina,Numbers,nina@numbers.example,Breda,België\n' +
      'Particulier,,Noor,Numbers,noor@numbers.example,Breda,\n\n';
    const numbersReport = await reportOf(await importText(numbers));
    expect(numbersReport).toMatchObject({ added: 2, skipped: [], total_rows: 2 });
    expect((await contactsNamed('Nina Numbers'))[0]?.country).toBe('be');
  });
});

describe('contact.import: duplicates', () => {
  const template = () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    return readFileSync(path.join(here, '../../../web/public/assets/templates/contacts_template.csv'));
  };

  it('imports the template once; a second import skips every row (the default), a third merges, none doubles', async () => {
    const before = await countContacts();
    const first = await reportOf(await importBytes(template()));
    expect(first).toMatchObject({ added: 2, merged: 0, skipped: [], on_duplicate: 'skip' });
    expect(first.rows.map((r) => [r.row, r.fate])).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    expect(await countContacts()).toBe(before + 2);

    const second = await reportOf(await importBytes(template()));
    expect(second).toMatchObject({
      added: 0,
      merged: 0,
      on_duplicate: 'skip',
      message: '0 contacten toegevoegd, 2 dubbele regel(s) overgeslagen.',
    });
    expect(second.rows).toEqual([
      {
        row: 2,
        fate: 'skipped',
        reason: 'Dubbel: zelfde KvK-nummer als het contact Basisschool De Regenboog; overgeslagen.',
        contact: { uuid: first.rows[0]?.contact?.uuid, display_name: 'Basisschool De Regenboog' },
      },
      {
        row: 3,
        fate: 'skipped',
        reason: 'Dubbel: zelfde e-mailadres als het contact Emma de Vries; overgeslagen.',
        contact: { uuid: first.rows[1]?.contact?.uuid, display_name: 'Emma de Vries' },
      },
    ]);
    // The old contract keeps listing the rows that were not imported.
    expect(second.skipped.map((s) => s.row)).toEqual([2, 3]);
    expect(await countContacts()).toBe(before + 2);

    // The web app sends the choice before the file.
    const third = await reportOf(await importBytes(template(), 'merge', true));
    expect(third).toMatchObject({ added: 0, merged: 2, on_duplicate: 'merge', skipped: [] });
    expect(third.rows.map((r) => r.reason)).toEqual([
      'Dubbel: zelfde KvK-nummer als het contact Basisschool De Regenboog; samengevoegd: niets aangevuld, alles stond er al.',
      'Dubbel: zelfde e-mailadres als het contact Emma de Vries; samengevoegd: niets aangevuld, alles stond er al.',
    ]);
    expect(await countContacts()).toBe(before + 2);
    const [school] = await contactsNamed('Basisschool De Regenboog');
    expect(await peopleOf(school?.id ?? 0)).toEqual([{ first_name: 'Marieke', last_name: 'Jansen' }]);
  });

  it('merge fills only empty fields, adds a new contact person, and names what differs', async () => {
    const existing = await createContactViaApi(t, {
      contact_type: 'business',
      company_name: 'Springkussen Samen BV',
      coc_id: '55556666',
      phone_number: '010-1111111',
    } as never);
    const person = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Mila',
      last_name: 'Merge',
      email_address: 'Mila.Merge@Example.nl',
    } as never);
    const csv = [
      HEADER,
      // KvK written with spaces and dots still matches; the phone differs and is kept.
      'Bedrijf;Springkussen Samen;Sam;Samen;info@samen.example;020-2222222;Havenweg 3;3011aa;Rotterdam;;5555.66 66',
      // e-mail matched without regard to case; the city fills the empty one.
      'Particulier;;Mila;Merge;mila.merge@example.nl;;;;Schiedam;;',
    ].join('\r\n');
    const report = await reportOf(await importText(csv, 'merge'));
    expect(report).toMatchObject({ added: 0, merged: 2 });
    expect(report.rows[0]).toEqual({
      row: 2,
      fate: 'merged',
      reason:
        'Dubbel: zelfde KvK-nummer als het contact Springkussen Samen BV; samengevoegd: E-mail, Adres, Postcode, Plaats en Contactpersoon Sam Samen aangevuld. Afwijkend en niet overgenomen: Bedrijfsnaam en Telefoon.',
      contact: { uuid: existing.uuid, display_name: 'Springkussen Samen BV' },
    });
    expect(report.rows[1]?.contact?.uuid).toBe(person.uuid);
    const [business] = await contactsNamed('Springkussen Samen BV');
    expect(business).toMatchObject({
      phone_number: '010-1111111',
      email_address: 'info@samen.example',
      address_line_1: 'Havenweg 3',
      postal_code: '3011 AA',
      city: 'Rotterdam',
      coc_id: '55556666',
    });
    expect(await peopleOf(existing.id)).toEqual([{ first_name: 'Sam', last_name: 'Samen' }]);
    // The search text is rebuilt: the added person finds the business.
    const found = await t.app.inject({ method: 'GET', url: '/api/contact.search/sam%20samen', headers });
    expect(found.json().results.map((c: { uuid: string }) => c.uuid)).toContain(existing.uuid);
    const [mila] = await contactsNamed('Mila Merge');
    expect(mila).toMatchObject({ city: 'Schiedam', email_address: 'Mila.Merge@Example.nl' });
    expect(await contactsNamed('Springkussen Samen')).toEqual([]);
  });

  it('treats a repeated row within one file as a duplicate of the earlier row', async () => {
    const csv = [
      HEADER,
      'Particulier;;Dubbel;Infile;dubbel@infile.example;;;;;;',
      'Particulier;;Dubbel;Infile;DUBBEL@infile.example;06-12345678;;;Zwolle;;',
      'Bedrijf;Infile BV;;;;;;;;;77778888',
      'Bedrijf;Infile BV;Ina;File;;;;;;;77778888',
    ].join('\n');
    const skipped = await reportOf(await importText(csv, 'skip'));
    expect(skipped.rows.map((r) => [r.row, r.fate, r.reason])).toEqual([
      [2, 'created', null],
      [3, 'skipped', 'Dubbel: zelfde e-mailadres als regel 2 (Dubbel Infile); overgeslagen.'],
      [4, 'created', null],
      [5, 'skipped', 'Dubbel: zelfde KvK-nummer als regel 4 (Infile BV); overgeslagen.'],
    ]);
    expect(await contactsNamed('Dubbel Infile')).toHaveLength(1);
    expect(await contactsNamed('Infile BV')).toHaveLength(1);

    // The same file again, merging: the rows now match the contacts made above and fill them.
    const merged = await reportOf(await importText(csv, 'merge'));
    expect(merged).toMatchObject({ added: 0, merged: 4 });
    const [person] = await contactsNamed('Dubbel Infile');
    expect(person).toMatchObject({ phone_number: '06-12345678', city: 'Zwolle' });
    const [business] = await contactsNamed('Infile BV');
    expect(await peopleOf(business?.id ?? 0)).toEqual([{ first_name: 'Ina', last_name: 'File' }]);

    // Merging within one new file: the second row fills the contact the first row creates.
    const fresh = await reportOf(
      await importText(
        [
          HEADER,
          'Particulier;;Nieuw;Samen;nieuw@samen.example;;;;;;',
          'Particulier;;Nieuw;Samen;nieuw@samen.example;;;;Ede;;',
        ].join('\n'),
        'merge',
      ),
    );
    expect(fresh.rows.map((r) => [r.fate, r.reason])).toEqual([
      ['created', null],
      ['merged', 'Dubbel: zelfde e-mailadres als regel 2 (Nieuw Samen); samengevoegd: Plaats aangevuld.'],
    ]);
    expect((await contactsNamed('Nieuw Samen'))[0]?.city).toBe('Ede');
  });

  it('skips a row matching a deactivated contact in both modes, and leaves that contact alone', async () => {
    const gone = await createContactViaApi(t, {
      contact_type: 'individual',
      first_name: 'Gedeactiveerd',
      last_name: 'Persoon',
      email_address: 'weg@example.nl',
    } as never);
    await t.ctx.db
      .updateTable('contacts')
      .set({ deleted_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', gone.id)
      .execute();
    const before = await countContacts();
    for (const mode of ['skip', 'merge']) {
      const report = await reportOf(
        await importText([HEADER, 'Particulier;;Weer;Terug;weg@example.nl;;;;Assen;;'].join('\n'), mode),
      );
      expect(report.rows).toEqual([
        {
          row: 2,
          fate: 'skipped',
          reason:
            'Zelfde e-mailadres als het gedeactiveerde contact Gedeactiveerd Persoon; overgeslagen. Herstel dat contact om het weer te gebruiken.',
          contact: { uuid: gone.uuid, display_name: 'Gedeactiveerd Persoon' },
        },
      ]);
    }
    expect(await countContacts()).toBe(before);
    expect((await contactsNamed('Gedeactiveerd Persoon'))[0]?.city).toBeNull();
  });

  it('refuses an unknown on_duplicate with a Dutch 400 and imports nothing', async () => {
    const before = await countContacts();
    const res = await importText([HEADER, 'Particulier;;Niet;Geimporteerd;;;;;;;'].join('\n'), 'verdubbel');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IMPORT_MESSAGES.badDuplicateMode);
    expect(await countContacts()).toBe(before);
  });
});

describe('contact.import: the report and the Dutch postcode', () => {
  it("lists each row's fate with its row number, and applies the postcode rule to Dutch addresses", async () => {
    const csv = [
      HEADER,
      'Particulier;;Piet;Postcode;;;;1234ab;Amsterdam;;',
      'Particulier;;Fout;Postcode;;;;123 AB;Amsterdam;Nederland;',
      'Particulier;;Nul;Postcode;;;;0123 AB;Amsterdam;;',
      'Particulier;;Belg;Postcode;;;;1000;Brussel;België;',
      'Bedrijf;;;;;;;;;;',
      'Particulier;;Spatie;Postcode;;;;  4321   zz ;Zeist;nl;',
    ].join('\r\n');
    const report = await reportOf(await importText(csv));
    const bad = (value: string) => `Postcode "${value}" klopt niet. ${VALIDATION_MESSAGES.postalCode}`;
    expect(report.rows.map((r) => [r.row, r.fate, r.reason])).toEqual([
      [2, 'created', null],
      [3, 'refused', bad('123 AB')],
      [4, 'refused', bad('0123 AB')],
      [5, 'created', null],
      [6, 'refused', 'Bedrijfsnaam is verplicht'],
      [7, 'refused', bad('4321   zz')],
    ]);
    expect(bad('123 AB')).toBe('Postcode "123 AB" klopt niet. Een postcode ziet eruit als 1234 AB.');
    expect(report.skipped.map((s) => s.row)).toEqual([3, 4, 6, 7]);
    expect(report.message).toBe('2 contacten toegevoegd, 4 regel(s) overgeslagen.');
    expect((await contactsNamed('Piet Postcode'))[0]?.postal_code).toBe('1234 AB');
    expect((await contactsNamed('Belg Postcode'))[0]?.postal_code).toBe('1000');
    expect(await contactsNamed('Fout Postcode')).toEqual([]);
  });
});
