import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from './env.ts';
import { mailCount, waitForNewMail } from './mail.ts';

export type Credentials = { email: string; password: string };

/** Signs in through the login form and waits for the agenda. */
export async function login(page: Page, credentials: Credentials = DEMO_USER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres', { exact: true }).fill(credentials.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/schedule$/);
}

/**
 * Faster sign-in for tests that are not about signing in: calls the API and writes the session to
 * localStorage the way the SPA does, then opens `path`.
 */
export async function loginViaApi(page: Page, path = '/schedule', credentials: Credentials = DEMO_USER) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: credentials.email, password: credentials.password },
  });
  expect(response.ok(), `login failed: ${response.status()}`).toBe(true);
  const body = (await response.json()) as {
    authorization: { access_token: string; refresh_token: string; expires_in: number };
    user: unknown;
  };
  await page.goto('/login');
  await page.evaluate((b) => {
    localStorage.setItem(
      'auth-store',
      JSON.stringify({
        access_token: b.authorization.access_token,
        refresh_token: b.authorization.refresh_token,
        expires_at: Date.now() + b.authorization.expires_in * 1000,
        token_type: 'Bearer',
        status: 'authenticated',
        auth_type: 'jwt',
      }),
    );
    localStorage.setItem('user-store', JSON.stringify(b.user));
  }, body);
  await page.goto(path);
}

/** Writes an arbitrary auth-store value (e.g. an expired session) before the app reads it. */
export async function setStoredSession(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.goto('/login');
  await page.evaluate((s) => localStorage.setItem('auth-store', JSON.stringify(s)), session);
}

/**
 * Sets a user's password through the real reset flow of the API (request → mail → update), without
 * the UI. Used to restore the demo password after a test changed it.
 */
export async function resetPasswordViaApi(page: Page, email: string, password: string): Promise<void> {
  const before = mailCount();
  const requested = await page.request.post('/api/password.reset', { data: { email_address: email } });
  expect(requested.ok()).toBe(true);
  const mail = await waitForNewMail(before, email);
  const token = mail.resetLink?.split('/passwords/')[1]?.split(/[/?#]/)[0];
  expect(token, 'reset link in the mail').toBeTruthy();
  const updated = await page.request.post('/api/password.update', { data: { token, password } });
  expect(updated.ok(), `password.update: ${updated.status()}`).toBe(true);
}
