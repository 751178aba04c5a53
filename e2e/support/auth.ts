import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Credentials, createApiClient, signIn } from './api-client.ts';
import { DEMO_USER } from './env.ts';
import { mailCount, waitForNewMail } from './mail.ts';

export type { Credentials } from './api-client.ts';

/** Signs in through the login form and waits for the start page (Vandaag for the demo owner). */
export async function login(page: Page, credentials: Credentials = DEMO_USER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres', { exact: true }).fill(credentials.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/vandaag$/);
}

/**
 * Signs in through the API and answers the localStorage entries (auth-store, user-store) exactly
 * as the SPA writes them after a login, so a test can start signed in without the form.
 */
export async function createStoredSession(
  request: APIRequestContext,
  credentials: Credentials = DEMO_USER,
): Promise<{ auth: string; user: string }> {
  const answer = await signIn(request, credentials);
  return {
    auth: JSON.stringify({
      access_token: answer.authorization.access_token,
      refresh_token: answer.authorization.refresh_token,
      expires_at: Date.now() + answer.authorization.expires_in * 1000,
      token_type: 'Bearer',
      status: 'authenticated',
      auth_type: 'jwt',
    }),
    user: JSON.stringify(answer.user),
  };
}

/**
 * Faster sign-in for tests that are not about signing in: calls the API, then opens `path` with
 * the session already in localStorage (written the way the SPA does, before its scripts run).
 * One page load instead of two (the login screen first cost a cold SPA load per test).
 */
export async function loginViaApi(page: Page, path = '/schedule', credentials: Credentials = DEMO_USER) {
  await storeSessionOnNextLoad(page, await createStoredSession(page.request, credentials));
  await page.goto(path);
}

/**
 * Writes `session` to localStorage as the next document of `page` starts, once: a later reload
 * or navigation keeps whatever the app (or the test) made of it, e.g. a sign-out or a refreshed
 * token. The "once" is a per-call flag in sessionStorage, which lives as long as the tab.
 */
export async function storeSessionOnNextLoad(page: Page, session: { auth: string; user: string }) {
  await page.addInitScript(
    ({ s, flag }) => {
      try {
        if (!location.protocol.startsWith('http') || sessionStorage.getItem(flag)) return;
        sessionStorage.setItem(flag, '1');
        localStorage.setItem('auth-store', s.auth);
        localStorage.setItem('user-store', s.user);
      } catch {
        // A document without storage (about:blank, a sandboxed frame) has no session to receive.
      }
    },
    { s: session, flag: `e2e-session-${randomUUID()}` },
  );
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
  // Both calls are public: no token, and a refusal throws with the server's answer.
  const api = createApiClient(page.request);
  const before = mailCount();
  await api.post('/api/password.reset', { email_address: email });
  const mail = await waitForNewMail(before, email);
  const token = mail.resetLink?.split('/passwords/')[1]?.split(/[/?#]/)[0];
  expect(token, 'reset link in the mail').toBeTruthy();
  await api.post('/api/password.update', { token, password });
}
