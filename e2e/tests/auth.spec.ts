import { expect, test } from '@playwright/test';
import { login, loginViaApi, resetPasswordViaApi, setStoredSession } from '../support/auth.ts';
import { isReddish, rgbOf } from '../support/colors.ts';
import { DEMO_USER } from '../support/env.ts';
import { mailCount, waitForNewMail } from '../support/mail.ts';
import { TEXT } from '../support/texts.ts';

test.describe('inloggen', () => {
  test('a correct login lands on Vandaag, the owner’s start page', async ({ page }) => {
    await login(page);
    await expect(page).toHaveURL(/\/vandaag$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vandaag' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Demi de Boer/ })).toBeVisible();
  });

  test('after login it goes where the server says (redirect_to)', async ({ page }) => {
    await page.route('**/api/auth/login', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), redirect_to: '/contacts' } });
    });
    await page.goto('/login');
    await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });

  test('a wrong password shows the server message in a red banner above the form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd-wachtwoord');
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: TEXT.invalidCredentials });
    await expect(banner).toBeVisible();
    expect(isReddish(await rgbOf(banner, 'background-color')), 'red background').toBe(true);
    expect(isReddish(await rgbOf(banner, 'color')), 'red text').toBe(true);
    await expect(page).toHaveURL(/\/login$/);
    const bannerBox = await banner.boundingBox();
    const fieldBox = await page.getByLabel('E-mailadres', { exact: true }).boundingBox();
    expect(bannerBox && fieldBox && bannerBox.y < fieldBox.y).toBe(true);
  });

  test('the submit button stays disabled until the form is valid', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Inloggen', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Wachtwoord', { exact: true }).fill('12345');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Wachtwoord', { exact: true }).fill('123456');
    await expect(submit).toBeEnabled();
  });

  test('the login form explains what is missing', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByLabel('E-mailadres', { exact: true });
    const password = page.getByLabel('Wachtwoord', { exact: true });
    await username.fill('x');
    await username.fill('');
    await username.blur();
    await expect(page.getByText(TEXT.usernameRequired)).toBeVisible();
    await password.fill('abc');
    await password.blur();
    await expect(page.getByText(TEXT.passwordMin)).toBeVisible();
    await password.fill('abcdef');
    await expect(page.getByText(TEXT.passwordMin)).toBeHidden();
  });

  test('the password request form asks for an e-mail address', async ({ page }) => {
    await page.goto('/passwords/new');
    await expect(page.getByRole('heading', { name: 'Herstel je wachtwoord' })).toBeVisible();
    await page.getByRole('button', { name: 'Verzend e-mail' }).click();
    await expect(page.getByText(TEXT.emailRequired)).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"Wachtwoord vergeten" opens the password request page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Wachtwoord vergeten' }).click();
    await expect(page).toHaveURL(/\/passwords\/new$/);
  });

  test('a signed-in person who opens /login goes to their start page (the owner: Vandaag)', async ({
    page,
  }) => {
    await loginViaApi(page, '/contacts');
    await expect(page).toHaveURL(/\/contacts$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/vandaag$/);
  });

  test('an expired session with a refused refresh goes to /login', async ({ page }) => {
    await setStoredSession(page, {
      access_token: 'expired.token.value',
      refresh_token: 'garbage-refresh-token',
      expires_at: Date.now() - 60_000,
      token_type: 'Bearer',
      status: 'authenticated',
      auth_type: 'jwt',
    });
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth-store'))).toBeNull();
  });

  test('the session is refreshed 60 s before the access token expires', async ({ page }) => {
    await loginViaApi(page, '/contacts');
    const before = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}'));
    // Pretend the token expires in 62 s: the app should refresh it about 2 s from now.
    await page.evaluate((s) => {
      localStorage.setItem('auth-store', JSON.stringify({ ...s, expires_at: Date.now() + 62_000 }));
    }, before);
    await page.reload();
    await expect
      .poll(
        async () => page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}').refresh_token),
        {
          timeout: 10_000,
        },
      )
      .not.toBe(before.refresh_token);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}'));
    expect(after.expires_at).toBeGreaterThan(Date.now() + 10 * 60_000);
    await expect(page).toHaveURL(/\/contacts$/);
    const check = await page.request.get('/api/auth/check-session', {
      headers: { authorization: `Bearer ${after.access_token}` },
    });
    expect(check.ok()).toBe(true);
  });

  test('signing out ends the login on the server, returns to /login and protects the pages again', async ({
    page,
  }) => {
    await loginViaApi(page);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}'));
    const loggedOut = page.waitForResponse('**/api/auth/logout');
    await page.getByRole('button', { name: /Demi de Boer/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loggedOut).status()).toBe(200);
    // The old tokens no longer work: signing out is more than forgetting them in this browser.
    const refresh = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: stored.refresh_token },
    });
    expect(refresh.status()).toBe(401);
    const check = await page.request.get('/api/auth/check-session', {
      headers: { authorization: `Bearer ${stored.access_token}` },
    });
    expect(check.status()).toBe(401);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing out with an access token the server no longer accepts still ends the login', async ({
    page,
  }) => {
    await loginViaApi(page);
    await expect(page.getByRole('button', { name: /Demi de Boer/ })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-store') ?? '{}'));
    // As if the access token expired a moment ago and the timed refresh has not run yet.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('auth-store') ?? '{}');
      localStorage.setItem('auth-store', JSON.stringify({ ...session, access_token: 'verlopen.token.x' }));
    });
    const loggedOut = page.waitForResponse('**/api/auth/logout');
    await page.getByRole('button', { name: /Demi de Boer/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loggedOut).status()).toBe(200);
    const refresh = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: stored.refresh_token },
    });
    expect(refresh.status()).toBe(401);
  });
});

test.describe('wachtwoord herstellen', () => {
  const newPassword = 'zomer-2026!';

  test.afterAll(async ({ browser }) => {
    // Put the demo password back for the other tests.
    const page = await browser.newPage();
    await resetPasswordViaApi(page, DEMO_USER.email, DEMO_USER.password);
    await page.close();
  });

  test('the whole reset flow, from request to signing in with the new password', async ({ page }) => {
    const before = mailCount();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Wachtwoord vergeten' }).click();
    await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
    await page.getByRole('button', { name: 'Verzend e-mail' }).click();
    await expect(page.getByText(TEXT.resetRequested)).toBeVisible();

    const mail = await waitForNewMail(before, DEMO_USER.email);
    expect(mail.resetLink, 'the mail holds a reset link').toMatch(/\/passwords\/[^/\s]+/);
    const link = new URL(mail.resetLink ?? '');

    // Slow the token check a little so the loading text can be seen.
    await page.route('**/api/token.verify', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(link.pathname);
    await expect(page.getByText(TEXT.tokenChecking)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Kies je nieuwe wachtwoord' })).toBeVisible();

    const first = page.getByLabel('Nieuw wachtwoord', { exact: true });
    const second = page.getByLabel('Herhaal wachtwoord', { exact: true });
    await first.fill(newPassword);
    await second.fill('iets-anders');
    await second.blur();
    await expect(page.getByText(TEXT.passwordsMismatch)).toBeVisible();
    await second.fill(newPassword);
    await expect(page.getByText(TEXT.passwordsMismatch)).toBeHidden();
    await page.getByRole('button', { name: 'Opslaan' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(TEXT.passwordChanged)).toBeVisible();

    // The old password no longer works…
    await page.getByLabel('E-mailadres', { exact: true }).fill(DEMO_USER.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: TEXT.invalidCredentials })).toBeVisible();
    // …the new one does.
    await login(page, { email: DEMO_USER.email, password: newPassword });

    // The link works only once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.pathname);
    await expect(page.getByText(TEXT.tokenGone)).toBeVisible();
  });

  test('a refused new password is explained on the form, not read as a broken link', async ({ page }) => {
    const before = mailCount();
    const requested = await page.request.post('/api/password.reset', {
      data: { email_address: DEMO_USER.email },
    });
    expect(requested.ok()).toBe(true);
    const mail = await waitForNewMail(before, DEMO_USER.email);
    await page.goto(new URL(mail.resetLink ?? '').pathname);
    const first = page.getByLabel('Nieuw wachtwoord', { exact: true });
    const second = page.getByLabel('Herhaal wachtwoord', { exact: true });
    await first.fill('a'.repeat(201));
    await first.blur();
    await expect(page.getByText(TEXT.passwordMax)).toBeVisible();

    // A 422 about the password (not the token) shows the server's message and keeps the form.
    const serverMessage = 'De invoer is ongeldig: dit wachtwoord wordt niet geaccepteerd.';
    await page.route('**/api/password.update', (route) =>
      route.fulfill({
        status: 422,
        json: {
          message: serverMessage,
          code: 'validation_failed',
          errors: { password: ['Niet toegestaan'] },
        },
      }),
    );
    await first.fill('een-geldig-wachtwoord');
    await second.fill('een-geldig-wachtwoord');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(serverMessage)).toBeVisible();
    await expect(page.getByText(TEXT.tokenGone)).toBeHidden();
    await expect(first).toBeVisible();
  });

  test('an unknown reset link says it is no longer valid', async ({ page }) => {
    await page.goto('/passwords/dit-is-geen-geldige-token');
    await expect(page.getByText(TEXT.tokenGone)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeVisible();
    await page.goto('/passwords/dit-is-geen-geldige-token/edit');
    await expect(page.getByText(TEXT.tokenGone)).toBeVisible();
    // A mangled link far longer than any real token is just as invalid.
    await page.goto(`/passwords/${'x'.repeat(300)}`);
    await expect(page.getByText(TEXT.tokenGone)).toBeVisible();
  });
});
