import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createApiClient, createSignedInClient } from '../support/api-client.ts';
import { loginViaApi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';

const PASSWORD = 'tweestap123';

const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  });

/** Waits for the next 30 s step, so a new code is not the (used, refused) code of the last one. */
const waitForNextStep = (page: Page) => page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);

test('a driver turns on two-step sign-in on a phone, signs out, and signs in with password and code; the owner resets it', async ({
  page,
  browser,
}) => {
  // Two waits for a fresh 30 s code step.
  test.setTimeout(150_000);
  const email = `tweestap-${Date.now()}@example.nl`;
  const owner = await createSignedInClient(page.request);
  const before = mailCount();
  const invited = await owner.post<{ entry: { model: { id: number } } }>('/api/user.invite', {
    email_address: email,
    given_name: 'Toos',
    family_name: 'Tweestap',
    role: 'driver',
  });
  const mail = await waitForNewMail(before, email);
  const token = mail.resetLink?.split('/passwords/')[1]?.split(/[/?#]/)[0];
  await createApiClient(page.request).post('/api/password.update', { token, password: PASSWORD });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-NL' });
  const driver = await phone.newPage();
  const signInWithPassword = async () => {
    await driver.goto('/login');
    await driver.getByLabel('E-mailadres', { exact: true }).fill(email);
    await driver.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
    await driver.getByRole('button', { name: 'Inloggen', exact: true }).click();
  };
  await signInWithPassword();
  await expect(driver).toHaveURL(/\/schedule$/);

  // From the user menu, also for a driver who sees only the agenda.
  await driver.getByRole('button', { name: /^Gebruikersmenu/ }).click();
  await driver.getByRole('menuitem', { name: 'Tweestapsverificatie' }).click();
  await expect(driver.getByRole('heading', { level: 1, name: 'Tweestapsverificatie' })).toBeVisible();
  await driver.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await expect(driver.getByRole('img', { name: /QR-code/ })).toBeVisible();
  const secret = (await driver.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(driver);
  const confirmCode = driver.getByLabel('Verificatiecode');
  await expect(confirmCode).toHaveAttribute('inputmode', 'numeric');
  await confirmCode.fill(codeFor(secret));
  await driver.getByRole('button', { name: 'Bevestigen' }).click();
  const codes = driver.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await driver.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(driver.getByRole('heading', { name: 'Staat aan' })).toBeVisible();
  await expect(driver.getByText('Je hebt nog 10 herstelcodes.')).toBeVisible();

  await driver.getByRole('button', { name: /^Gebruikersmenu/ }).click();
  await driver.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(driver).toHaveURL(/\/login/);

  // The password alone no longer signs in: the code step follows.
  await signInWithPassword();
  await expect(driver.getByRole('heading', { level: 1, name: 'Verificatiecode' })).toBeVisible();
  const code = driver.getByLabel('Verificatiecode');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expectNoSeriousA11yViolations(driver);
  await code.fill('000000' === codeFor(secret) ? '111111' : '000000');
  await driver.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(driver.getByText('De verificatiecode is onjuist of verlopen.')).toBeVisible();
  await expect(driver).toHaveURL(/\/login$/);
  await waitForNextStep(driver);
  await code.fill(codeFor(secret));
  await driver.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(driver).toHaveURL(/\/schedule$/);

  // The owner resets the driver's second step: the phone is signed out, the password alone works again.
  await loginViaApi(page, '/settings/users');
  const row = page.getByRole('list', { name: 'Gebruikers' }).getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tweestapsverificatie resetten' });
  await confirm.getByRole('button', { name: 'Resetten' }).click();
  await expect(row.getByRole('button', { name: 'Tweestapsverificatie resetten' })).toHaveCount(0);
  expect(invited.entry.model.id).toBeGreaterThan(0);

  await driver.goto('/schedule');
  await expect(driver).toHaveURL(/\/login/);
  await signInWithPassword();
  await expect(driver).toHaveURL(/\/schedule$/);
  await phone.close();
});
