import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { csvFile } from '../support/contacts.ts';

const run = Date.now().toString(36);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Zoek naar bedrijven of personen' });
const contactRows = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('import and export', () => {
  test('imports a CSV and shows the report, refuses a file that is not a CSV', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    // A search that finds nothing yet; the import must refresh this very view.
    await searchBox(page).fill(`Import${run}`);
    await expect(page.getByText(`Geen contacten gevonden voor "Import${run}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const template = dialog.getByRole('link', { name: /contacts_template\.csv/ });
    await expect(template).toHaveAttribute('href', '/assets/templates/contacts_template.csv');
    const templateFile = await page.request.get('/assets/templates/contacts_template.csv');
    expect(await templateFile.text()).toContain('Bedrijfsnaam;Voornaam;Achternaam');
    await expect(
      dialog.getByText('Sleep één .csv-bestand hierheen of kies het op je computer.'),
    ).toBeVisible();

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
    await (await chooser).setFiles({
      name: 'rapport.pdf',
      mimeType: 'text/csv',
      buffer: Buffer.from('%PDF-1.4\n%%EOF'),
    });
    await expect(dialog.getByText(/Dit bestand is geen CSV-bestand/)).toBeVisible();

    const csv = [
      'Soort;Bedrijfsnaam;Voornaam;Achternaam;Plaats',
      `Bedrijf;Importclub ${run};Ilse;Import;Houten`,
      'Bedrijf;;Zonder;Bedrijf;Houten',
      `Particulier;;Ivo;Import${run};Bunnik`,
      `Bedrijf;Halve Naam ${run};Hanna;;Houten`,
    ].join('\r\n');
    const chooser2 = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
    await (await chooser2).setFiles(csvFile('contacten.csv', csv));
    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText(
      '3 contacten toegevoegd, 1 regel(s) overgeslagen, 1 contactpersoon overgeslagen.',
    );
    const skipped = report.getByRole('region', { name: 'Overgeslagen regels' });
    await expect(skipped).toContainText('Regel 3');
    await expect(skipped).toContainText('Bedrijfsnaam is verplicht');
    const notes = report.getByRole('region', { name: 'Toegevoegd met opmerking' });
    await expect(notes).toContainText('Regel 5');
    await expect(notes).toContainText('Contactpersoon overgeslagen: voor- en achternaam zijn allebei nodig.');
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

    // The list refreshed itself: the new contact is in the current search, which is unchanged.
    await expect(searchBox(page)).toHaveValue(`Import${run}`);
    await expect(contactRows(page, `Ivo Import${run}`)).toHaveCount(1);
    await searchBox(page).fill(`Importclub ${run}`);
    await expect(contactRows(page, `Importclub ${run}`)).toContainText('Ilse Import');
  });

  test('imports a CSV dropped onto the drop zone and refreshes the list', async ({ page }) => {
    const name = `Sleep${run}`;
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(name);
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const zone = dialog.getByText('Sleep één .csv-bestand hierheen of kies het op je computer.');

    // A real drag of a file from the desktop, through Chromium's own drag and drop (a DataTransfer
    // built in the page carries no file-system entry, and React Aria reads dropped files through
    // webkitGetAsEntry, so such a synthetic drop would never deliver the file).
    const file = test.info().outputPath('gesleept.csv');
    writeFileSync(file, `Voornaam;Achternaam;Plaats\r\nDirk;${name};Gouda\r\n`);
    const box = await zone.boundingBox();
    if (!box) throw new Error('drop zone not visible');
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const data = { items: [], files: [file], dragOperationsMask: 1 };
    for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
      await cdp.send('Input.dispatchDragEvent', { type, ...at, data });

    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText('1 contact toegevoegd');
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await expect(searchBox(page)).toHaveValue(name);
    await expect(contactRows(page, `Dirk ${name}`)).toHaveCount(1);
  });

  test('imports the same file twice: skip reports every row as a duplicate, merge fills, the list has no doubles', async ({
    page,
  }) => {
    // Three imports in one flow: more than one test's budget on a busy shared machine.
    test.slow();
    const name = `Dubbel${run}`;
    const kvk = String(Date.now() % 100_000_000).padStart(8, '0');
    const file = (city: string) =>
      csvFile(
        'dubbel.csv',
        // Windows and Unix line endings mixed, as after editing on two machines.
        'Soort;Bedrijfsnaam;Voornaam;Achternaam;E-mail;Plaats;KvK-nummer\r\n' +
          `Bedrijf;${name} BV;Bas;Dubbel;;${city};${kvk}\n` +
          `Particulier;;Dora;${name};dora.${run}@example.nl;${city};\r\n`,
      );
    await loginViaApi(page, '/contacts');
    await searchBox(page).fill(name);
    // The search waits out its 850 ms debounce first; on a loaded machine the answer can take a while.
    await expect(page.getByText(`Geen contacten gevonden voor "${name}"`)).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Importeren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacten importeren' });
    const choice = dialog.getByRole('radiogroup', { name: 'Als een contact al bestaat' });
    await expect(choice.getByRole('radio', { name: /Overslaan/ })).toBeChecked();

    const upload = async (city: string) => {
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Kies CSV-bestand' }).click();
      await (await chooser).setFiles(file(city));
    };
    await upload('');
    const report = dialog.getByTestId('import-report');
    await expect(report).toContainText('2 contacten toegevoegd.');
    const added = report.getByRole('region', { name: 'Toegevoegd' });
    await expect(added).toContainText(`${name} BV`);
    await expect(added).toContainText(`Dora ${name}`);

    await dialog.getByRole('button', { name: 'Nog een bestand importeren' }).click();
    await choice.getByText('Overslaan', { exact: true }).click();
    await expect(choice.getByRole('radio', { name: /Overslaan/ })).toBeChecked();
    await upload('');
    await expect(report).toContainText('0 contacten toegevoegd, 2 dubbele regel(s) overgeslagen.');
    const skipped = report.getByRole('region', { name: 'Overgeslagen regels' });
    await expect(skipped.getByRole('listitem')).toHaveCount(2);
    await expect(skipped).toContainText(
      `Regel 2${name} BVDubbel: zelfde KvK-nummer als het contact ${name} BV; overgeslagen.`,
    );
    await expect(skipped).toContainText(
      `Dubbel: zelfde e-mailadres als het contact Dora ${name}; overgeslagen.`,
    );

    await dialog.getByRole('button', { name: 'Nog een bestand importeren' }).click();
    await choice.getByText('Samenvoegen', { exact: true }).click();
    await expect(choice.getByRole('radio', { name: /Samenvoegen/ })).toBeChecked();
    await upload('Amersfoort');
    await expect(report).toContainText('0 contacten toegevoegd, 2 samengevoegd met een bestaand contact.');
    await expect(report.getByRole('region', { name: 'Samengevoegd' })).toContainText(
      `Dubbel: zelfde e-mailadres als het contact Dora ${name}; samengevoegd: Plaats aangevuld.`,
    );
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

    // One of each in the list, though the file was imported three times.
    await expect(searchBox(page)).toHaveValue(name);
    await expect(contactRows(page, `${name} BV`)).toHaveCount(1);
    await expect(contactRows(page, `Dora ${name}`)).toHaveCount(1);
  });

  test('exports contacts.xlsx', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('contacts.xlsx');
    const bytes = readFileSync((await file.path()) ?? '');
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  });
});
