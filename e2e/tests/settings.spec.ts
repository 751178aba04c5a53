import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from '../support/auth.ts';
import { DEMO_USER } from '../support/env.ts';
import {
  demoAuthHeaders,
  getSettingsViaApi,
  LOGO_PNG,
  restorableSettingsOf,
  type SettingsMap,
  setSettingsViaApi,
} from '../support/settings.ts';

let original: SettingsMap;

test.beforeAll(async ({ request }) => {
  original = await getSettingsViaApi(request);
  expect(original.app_setup_identity_complete).toBe(true);
});

// Every test leaves the shared e2e database as it found it (the next invoice number too).
test.afterEach(async ({ request }) => {
  await setSettingsViaApi(request, restorableSettingsOf(original));
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const year = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(new Date());

test('the settings hub leads to company details, numbering and transport costs', async ({ page }) => {
  await loginViaApi(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const cards = [
    ['Bedrijfsgegevens', '/settings/identities'],
    ['Nummering', '/settings/numbering'],
    ['Transportkosten', '/settings/fees'],
  ] as const;
  for (const [title, path] of cards) {
    await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Instellingen', exact: true }).first().click();
    await expect(page).toHaveURL(/\/settings$/);
  }
});

test('company details: round trip with gentle warnings', async ({ page, request }) => {
  await loginViaApi(page, '/settings/identities');
  await expect(page.getByText('Deze gegevens worden gebruikt op je facturen.')).toBeVisible();
  await expect(field(page, 'Bedrijfsnaam')).toHaveValue(String(original.identity_company_name));

  await field(page, 'Bedrijfsnaam').fill('Springplezier Test B.V.');
  await field(page, 'Adres').fill('Teststraat 1');
  await field(page, 'Adresregel 2 (optioneel)').fill('Achterom');
  await field(page, 'Plaats').fill('Amersfoort');

  // Warnings show while typing but do not block saving.
  await field(page, 'Postcode').fill('12345');
  await expect(page.getByText('Een postcode ziet eruit als 1234 AB.')).toBeVisible();
  await field(page, 'Postcode').fill('3811ab');
  await expect(page.getByText('Een postcode ziet eruit als 1234 AB.')).toHaveCount(0);
  await field(page, 'IBAN').fill('NL91ABNA0417164301');
  await expect(page.getByText('Dit IBAN-nummer lijkt niet te kloppen.')).toBeVisible();
  await field(page, 'KvK-nummer').fill('1234');
  await expect(page.getByText('Een KvK-nummer bestaat uit 8 cijfers.')).toBeVisible();
  await field(page, 'BTW-nummer').fill('NL12');
  await expect(page.getByText('Een Nederlands btw-id ziet eruit als NL123456789B01.')).toBeVisible();
  await field(page, 'KvK-nummer').fill('87654321');
  await field(page, 'BTW-nummer').fill('NL987654321B01');
  await field(page, 'E-mailadres').fill('test@springplezier.nl');
  await field(page, 'SWIFT/BIC').fill('RABONL2U');

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bedrijfsgegevens zijn opgeslagen.')).toBeVisible();

  const saved = await getSettingsViaApi(request);
  expect(saved).toMatchObject({
    identity_company_name: 'Springplezier Test B.V.',
    identity_address_line_1: 'Teststraat 1',
    identity_address_line_2: 'Achterom',
    identity_postal_code: '3811 AB',
    identity_city: 'Amersfoort',
    identity_bank_account_id: 'NL91ABNA0417164301',
    identity_coc_id: '87654321',
    identity_vat_id: 'NL987654321B01',
    identity_email_address: 'test@springplezier.nl',
    identity_bank_swift_bic: 'RABONL2U',
  });

  await page.reload();
  await expect(field(page, 'Bedrijfsnaam')).toHaveValue('Springplezier Test B.V.');
  await expect(field(page, 'Postcode')).toHaveValue('3811 AB');
  await expect(page.getByText('Dit IBAN-nummer lijkt niet te kloppen.')).toBeVisible();
});

test('company details: the country dropdown lists countries by Dutch name', async ({ page, request }) => {
  await loginViaApi(page, '/settings/identities');
  const country = page.getByRole('button', { name: /Land/ });
  await expect(country).toContainText('Nederland');
  // Land comes before Postcode, in the tab order too; the postcode's warning follows the country.
  await field(page, 'Adresregel 2 (optioneel)').focus();
  await page.keyboard.press('Tab');
  await expect(country).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Postcode')).toBeFocused();
  await field(page, 'Postcode').fill('1000');
  await expect(page.getByText('Een postcode ziet eruit als 1234 AB.')).toBeVisible();
  await country.click();
  await page.getByRole('option', { name: 'België' }).click();
  await expect(country).toContainText('België');
  await expect(page.getByText('Een postcode ziet eruit als 1234 AB.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bedrijfsgegevens zijn opgeslagen.')).toBeVisible();
  expect((await getSettingsViaApi(request)).identity_country).toBe('be');
});

test('company details: a new logo is uploaded with progress and a preview, and saved', async ({
  page,
  request,
}) => {
  await loginViaApi(page, '/settings/identities');
  const preview = page.getByRole('img', { name: 'Voorbeeld van het logo' });
  await expect(preview).toHaveAttribute('src', String(original.identity_company_logo));

  // Hold the upload a moment so the progress bar can be seen.
  await page.route('**/api/asset.create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nieuw-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('progressbar', { name: 'Logo uploaden…' })).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(preview).toHaveAttribute('src', /^\/storage\/logos\/[0-9a-f-]{36}\.png$/);
  const uploadedUrl = await preview.getAttribute('src');
  expect(uploadedUrl).not.toBe(original.identity_company_logo);
  await expect(preview).toHaveJSProperty('naturalWidth', 120);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bedrijfsgegevens zijn opgeslagen.')).toBeVisible();
  expect((await getSettingsViaApi(request)).identity_company_logo).toBe(uploadedUrl);

  const served = await request.get(uploadedUrl ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});

test('company details: the server refusing the logo shows its message at the logo, not only as a toast', async ({
  page,
  request,
}) => {
  await loginViaApi(page, '/settings/identities');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/asset.create') && r.ok());
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'weg-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  const asset = ((await (await uploaded).json()) as { entry: { model: { id: number } } }).entry.model;
  await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toHaveAttribute(
    'src',
    /^\/storage\/logos\//,
  );
  // The uploaded file disappears before saving (deleted elsewhere): the server refuses the logo.
  const removed = await request.delete(`/api/asset.delete/${asset.id}`, {
    headers: await demoAuthHeaders(request),
  });
  expect(removed.ok()).toBe(true);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  const logo = page.getByRole('group', { name: 'Logo' });
  await expect(logo.getByRole('alert')).toHaveText('Het logo is niet gevonden. Upload het opnieuw.');
  await expect(page.getByText('De bedrijfsgegevens zijn opgeslagen.')).toHaveCount(0);

  // Uploading again clears it, and saving works.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'nieuw-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(logo.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De bedrijfsgegevens zijn opgeslagen.')).toBeVisible();
});

test('company details: a file that is not an image is refused with a Dutch message', async ({ page }) => {
  await loginViaApi(page, '/settings/identities');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('dit is geen afbeelding'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Dit bestandstype wordt niet ondersteund.' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toHaveAttribute(
    'src',
    String(original.identity_company_logo),
  );
});

test('numbering: live example, tag explanation and round trip', async ({ page, request }) => {
  await loginViaApi(page, '/settings/numbering');
  const next = Number(original.numbering_invoice_incremental_id);
  const example = page.getByTestId('numbering-example');
  await expect(field(page, 'Sjabloon factuurnummer')).toHaveValue('F{year}-{id}');
  await expect(field(page, 'Volgende nummer')).toHaveValue(String(next));
  await expect(example).toHaveText(`F${year()}-${String(next).padStart(4, '0')}`);
  await expect(
    page.getByText('dan begint het volgnummer elk jaar opnieuw bij 0001', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('automatisch met 1 verhoogd', { exact: false })).toBeVisible();

  await field(page, 'Sjabloon factuurnummer').fill('FAC-{year}/{id}');
  await expect(example).toHaveText(`FAC-${year()}/${String(next).padStart(4, '0')}`);
  await field(page, 'Volgende nummer').fill('12345');
  await expect(example).toHaveText(`FAC-${year()}/12345`);
  // Dutch thousands dots are read too; a decimal is not a next number.
  await field(page, 'Volgende nummer').fill('12.345');
  await expect(example).toHaveText(`FAC-${year()}/12345`);
  await field(page, 'Volgende nummer').fill('12,5');
  await expect(example).toHaveText('–');
  await expect(page.getByText('Het volgende nummer moet een heel getal van 1 of hoger zijn.')).toBeVisible();
  await field(page, 'Sjabloon factuurnummer').fill('FAC-{year}');
  await expect(example).toHaveText('–');
  await expect(page.getByText('Het sjabloon moet de tag {id} bevatten.')).toBeVisible();

  await field(page, 'Sjabloon factuurnummer').fill('FAC{year}-{id}');
  await field(page, 'Volgende nummer').fill(String(next));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De nummering is opgeslagen.')).toBeVisible();
  expect(await getSettingsViaApi(request)).toMatchObject({
    numbering_invoice_template: 'FAC{year}-{id}',
    numbering_invoice_incremental_id: next,
  });
  await page.reload();
  await expect(field(page, 'Sjabloon factuurnummer')).toHaveValue('FAC{year}-{id}');
  await expect(example).toHaveText(`FAC${year()}-${String(next).padStart(4, '0')}`);
});

test('numbering: a next number typed with a thousands dot is saved as that number', async ({
  page,
  request,
}) => {
  await loginViaApi(page, '/settings/numbering');
  await field(page, 'Volgende nummer').fill('1.000');
  await expect(page.getByTestId('numbering-example')).toHaveText(`F${year()}-1000`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De nummering is opgeslagen.')).toBeVisible();
  expect((await getSettingsViaApi(request)).numbering_invoice_incremental_id).toBe(1000);
  await expect(field(page, 'Volgende nummer')).toHaveValue('1000');
});

test('transport costs: Dutch amounts round trip in cents', async ({ page, request }) => {
  await loginViaApi(page, '/settings/fees');
  await expect(field(page, 'Bezorgkosten per kilometer (€)')).toHaveValue('0,45');
  await field(page, 'Bezorgkosten per kilometer (€)').fill('0,55');
  await field(page, 'Ophaalkosten per kilometer (€)').fill('1.234,5');
  await expect(page.getByText('Vul een bedrag in, bijvoorbeeld 0,45.')).toBeVisible();
  await field(page, 'Ophaalkosten per kilometer (€)').fill('€ 0,4');
  await expect(page.getByText('€ 0,40 per kilometer')).toBeVisible();
  await field(page, 'Gratis kilometers').fill('12,5');
  await expect(page.getByText('Vul een heel aantal kilometers in (0 tot 10.000).')).toBeVisible();
  await field(page, 'Gratis kilometers').fill('10.001');
  await expect(page.getByText('Vul een heel aantal kilometers in (0 tot 10.000).')).toBeVisible();
  // A Dutch thousands dot, as in "1.000 km".
  await field(page, 'Gratis kilometers').fill('1.000');
  await expect(page.getByText('Vul een heel aantal kilometers in (0 tot 10.000).')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De transportkosten zijn opgeslagen.')).toBeVisible();
  expect(await getSettingsViaApi(request)).toMatchObject({
    delivery_cost_per_kilometer: 55,
    pickup_cost_per_kilometer: 40,
    free_kilometers: 1000,
  });
  await page.reload();
  await expect(field(page, 'Bezorgkosten per kilometer (€)')).toHaveValue('0,55');
  await expect(field(page, 'Ophaalkosten per kilometer (€)')).toHaveValue('0,40');
  await expect(field(page, 'Gratis kilometers')).toHaveValue('1000');
  await field(page, 'Gratis kilometers').fill('12');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect.poll(async () => (await getSettingsViaApi(request)).free_kilometers).toBe(12);
});

test('a failed save shows a Dutch error and keeps nothing', async ({ page, request }) => {
  await loginViaApi(page, '/settings/fees');
  await page.route('**/api/settings.set', (route) =>
    route.fulfill({
      status: 500,
      json: { message: 'Er ging iets mis op de server.', code: 'internal_error' },
    }),
  );
  await field(page, 'Bezorgkosten per kilometer (€)').fill('9,99');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Opslaan is mislukt. Probeer het later opnieuw.')).toBeVisible();
  await expect(page.getByText('De transportkosten zijn opgeslagen.')).toHaveCount(0);
  expect((await getSettingsViaApi(request)).delivery_cost_per_kilometer).toBe(
    original.delivery_cost_per_kilometer,
  );
});

/** What a brand-new account has: no company details at all (the country defaults to nl). */
const EMPTY_IDENTITY: SettingsMap = {
  identity_company_logo: '',
  identity_company_name: '',
  identity_address_line_1: '',
  identity_address_line_2: '',
  identity_postal_code: '',
  identity_city: '',
  identity_country: 'nl',
  identity_email_address: '',
  identity_phone_number: '',
  identity_coc_id: '',
  identity_vat_id: '',
  identity_bank_account_id: '',
  identity_bank_account_holder: '',
  identity_bank_swift_bic: '',
  app_setup_identity_complete: false,
};

test('onboarding on a fresh account: empty company details are filled in, then Vandaag opens', async ({
  page,
  request,
}) => {
  await setSettingsViaApi(request, EMPTY_IDENTITY);

  await page.goto('/login');
  await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom! Stel je bedrijf in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  for (const label of ['Bedrijfsnaam', 'Adres', 'Postcode', 'Plaats', 'E-mailadres', 'IBAN', 'KvK-nummer']) {
    await expect(field(page, label)).toHaveValue('');
  }
  await expect(page.getByRole('img', { name: 'Voorbeeld van het logo' })).toHaveCount(0);

  // Other pages lead back here until the setup is done.
  await page.goto('/settings/fees');
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole('button', { name: 'Opslaan en doorgaan' }).click();
  await expect(page.getByText('Vul de bedrijfsnaam in.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await field(page, 'Bedrijfsnaam').fill('Feestverhuur De Nieuwe B.V.');
  await field(page, 'Adres').fill('Marktplein 4');
  await field(page, 'Postcode').fill('8011 AB');
  await field(page, 'Plaats').fill('Zwolle');
  await field(page, 'E-mailadres').fill('info@denieuwe.nl');
  await field(page, 'Telefoonnummer').fill('038 123 45 67');
  await field(page, 'KvK-nummer').fill('12345678');
  await field(page, 'BTW-nummer').fill('NL123456789B01');
  await field(page, 'IBAN').fill('NL91ABNA0417164300');
  await field(page, 'Ten name van').fill('Feestverhuur De Nieuwe B.V.');
  await field(page, 'SWIFT/BIC').fill('ABNANL2A');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  const preview = page.getByRole('img', { name: 'Voorbeeld van het logo' });
  await expect(preview).toHaveAttribute('src', /^\/storage\/logos\/[0-9a-f-]{36}\.png$/);
  const logoUrl = await preview.getAttribute('src');
  await page.getByRole('button', { name: 'Opslaan en doorgaan' }).click();
  await expect(page).toHaveURL(/\/vandaag$/);
  await expect(page.getByText('Welkom! Je bedrijfsgegevens zijn opgeslagen.')).toBeVisible();

  expect(await getSettingsViaApi(request)).toMatchObject({
    app_setup_identity_complete: true,
    identity_company_logo: logoUrl,
    identity_company_name: 'Feestverhuur De Nieuwe B.V.',
    identity_address_line_1: 'Marktplein 4',
    identity_address_line_2: '',
    identity_postal_code: '8011 AB',
    identity_city: 'Zwolle',
    identity_country: 'nl',
    identity_email_address: 'info@denieuwe.nl',
    identity_phone_number: '038 123 45 67',
    identity_coc_id: '12345678',
    identity_vat_id: 'NL123456789B01',
    identity_bank_account_id: 'NL91ABNA0417164300',
    identity_bank_account_holder: 'Feestverhuur De Nieuwe B.V.',
    identity_bank_swift_bic: 'ABNANL2A',
  });
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});

test('onboarding: while the settings load, no page renders or fetches before the redirect', async ({
  page,
  request,
}) => {
  await setSettingsViaApi(request, { app_setup_identity_complete: false });
  let release = () => {};
  const settingsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/settings.get', async (route) => {
    await settingsHeld;
    await route.continue();
  });
  const pageCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/items.view')) pageCalls.push(r.url());
  });

  await loginViaApi(page, '/items');
  await expect(page.getByRole('status').getByText('Laden…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);

  release();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom! Stel je bedrijf in' })).toBeVisible();
  expect(pageCalls).toEqual([]);
});

test('onboarding: a failing settings call does not keep anyone out of the app', async ({ page }) => {
  await page.route('**/api/settings.get', (route) =>
    route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Er ging iets mis.' } }),
  );
  await loginViaApi(page, '/items');
  await expect(page).toHaveURL(/\/items$/);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
});

/** A free TCP port on loopback. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

test('vite preview passes /storage (the logo) and /api on to the server', async ({ baseURL }) => {
  const logoUrl = String(original.identity_company_logo);
  expect(logoUrl).toMatch(/^\/storage\/logos\//);
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const port = await freePort();
  const preview: ChildProcess = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist'),
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: path.join(repoRoot, 'apps/web'),
      env: { ...process.env, API_PROXY_TARGET: baseURL },
      stdio: 'ignore',
    },
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status ?? 0, {
        timeout: 20_000,
      })
      .toBe(200);
    const logo = await fetch(`${origin}${logoUrl}`);
    expect(logo.status).toBe(200);
    // Without the proxy entry the preview's SPA fallback would answer index.html here.
    expect(logo.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await logo.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  } finally {
    preview.kill();
  }
});
