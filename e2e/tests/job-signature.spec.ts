import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { createApiClient, createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { amsterdamDay, ordersApi } from '../support/orders.ts';

const run = Date.now().toString(36);
const PASSWORD = 'rijden123';

test('a driver has the renter sign on a phone; the handover PDF and the order show the signature', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const api = await ordersApi(page);
  const product = `Springkussen Teken ${run}`;
  const { unitId } = await api.rentableItem(product, 9_500);
  const today = amsterdamDay(0);
  const order = await api.order(unitId, product, today, amsterdamDay(1));

  // A driver, invited by the owner through the API (the mail's link sets the password).
  const email = `chauffeur-teken-${run}@example.nl`;
  const before = mailCount();
  await (await createSignedInClient(page.request)).post('/api/user.invite', {
    email_address: email,
    given_name: 'Daan',
    family_name: 'Rijder',
    role: 'driver',
  });
  const mail = await waitForNewMail(before, email);
  const token = mail.resetLink?.split('/passwords/')[1]?.split(/[/?#]/)[0];
  await createApiClient(page.request).post('/api/password.update', { token, password: PASSWORD });

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-NL' });
  const phone = await phoneContext.newPage();
  await loginViaApi(phone, `/schedule/${today}/timeline`, { email, password: PASSWORD });
  await phone
    .locator('section[data-slot="08:00-10:00"]')
    .getByRole('button', { name: new RegExp(product) })
    .click();
  const details = phone.getByRole('dialog', { name: 'Details (Bezorging)' });
  await details.getByRole('button', { name: 'Laten tekenen' }).click();
  const signing = phone.getByRole('dialog', { name: 'Laten tekenen' });
  await expect(signing.getByText(/de huurvoorwaarden \(versie \d+\)/)).toBeVisible();

  // Saved empty: each field says what is missing, nothing is stored.
  await signing.getByRole('button', { name: 'Opslaan' }).click();
  await expect(signing.getByText('Vul de naam van de huurder in.')).toBeVisible();
  await expect(signing.getByText('Laat de huurder eerst tekenen.')).toBeVisible();
  await expect(signing.getByText('Vink aan dat de veiligheidsinstructies zijn uitgelegd.')).toBeVisible();

  // The pad is an image named by its label and described by the instruction.
  const pad = signing.getByRole('img', { name: 'Handtekening van de huurder' });
  await expect(pad).toHaveAccessibleDescription(/Laat de huurder met een vinger in het vak tekenen/);
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await phone.mouse.move(...at(0.1, 0.6));
  await phone.mouse.down();
  for (const [fx, fy] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.75, 0.3],
    [0.9, 0.55],
  ] as const) {
    await phone.mouse.move(...at(fx, fy), { steps: 6 });
  }
  await phone.mouse.up();
  await expect(signing.getByText('Laat de huurder eerst tekenen.')).toHaveCount(0);

  await signing.getByLabel('Naam van de huurder').fill('Fenna Huurder');
  await signing.getByText('De veiligheidsinstructies zijn uitgelegd', { exact: true }).click();
  await expect(
    signing.getByRole('checkbox', { name: 'De veiligheidsinstructies zijn uitgelegd' }),
  ).toBeChecked();
  // Escape does not throw the drawing and the typed name away: only Annuleren closes the sheet.
  await phone.keyboard.press('Escape');
  await expect(signing).toBeVisible();
  await expect(signing.getByLabel('Naam van de huurder')).toHaveValue('Fenna Huurder');
  await expectNoSeriousA11yViolations(phone);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await signing.getByRole('button', { name: 'Opslaan' }).click();
  await expect(signing).toHaveCount(0);
  await expect(details.getByTestId('job-signed')).toContainText('Getekend door Fenna Huurder op');

  // The handover papers now end with the signature: name, time and terms version.
  const download = phone.waitForEvent('download');
  await details.getByRole('button', { name: 'Gebruiksdocumenten (PDF)' }).click();
  const file = await download;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(await file.path()))));
  const last = (text as string[]).at(-1) ?? '';
  expect(last).toContain('Fenna Huurder');
  expect(last).toMatch(/versie \d+/);
  expect(last).toContain('Daan Rijder');

  // Opened again after a reload, the job still says who signed.
  await phone.reload();
  await phone
    .locator('section[data-slot="08:00-10:00"]')
    .getByRole('button', { name: new RegExp(product) })
    .click();
  await expect(details.getByTestId('job-signed')).toContainText('Getekend door Fenna Huurder op');
  await phoneContext.close();

  // The office sees the signature on the order.
  await loginViaApi(page, `/orders/${order.uuid}`);
  const block = page.getByTestId('order-signatures');
  await expect(block).toContainText('Fenna Huurder');
  await expect(block).toContainText(/Huurvoorwaarden versie \d+ · veiligheidsinstructies uitgelegd/);
  await expect(block.getByRole('img', { name: 'Handtekening van Fenna Huurder' })).toBeVisible();
  await expect
    .poll(() =>
      block
        .getByRole('img', { name: 'Handtekening van Fenna Huurder' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(800);
  await expectNoSeriousA11yViolations(page);
});
