import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_USER } from './env.ts';

/** A 120×48 blue PNG, small enough to inline; used as the uploaded logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAwCAIAAABVDSmEAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAvElEQVR4nO3UUY0DARTDwPJZRMVrYiXQ316eTiMFgeX49byz5/cQXig/f6Ia0AHdf3obowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCkoznTr/sATGe/JRh811oAAAAASUVORK5CYII=',
  'base64',
);

export type SettingsMap = Record<string, string | number | boolean>;

/** Bearer headers of the demo account, for API calls that prepare or restore test data. */
export async function demoAuthHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', {
    data: { username: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(response.ok(), `login failed: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { authorization: { access_token: string } };
  return { authorization: `Bearer ${body.authorization.access_token}` };
}

export async function getSettingsViaApi(request: APIRequestContext): Promise<SettingsMap> {
  const response = await request.get('/api/settings.get', { headers: await demoAuthHeaders(request) });
  expect(response.ok(), `settings.get: ${response.status()}`).toBe(true);
  return (await response.json()) as SettingsMap;
}

export async function setSettingsViaApi(
  request: APIRequestContext,
  patch: SettingsMap,
): Promise<SettingsMap> {
  const response = await request.post('/api/settings.set', {
    headers: await demoAuthHeaders(request),
    data: patch,
  });
  expect(response.ok(), `settings.set: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as SettingsMap;
}

/** The stored keys of a settings map (without the numbering counter, which settings.set checks). */
export function storedSettingsOf(map: SettingsMap): SettingsMap {
  const { numbering_invoice_incremental_id: _counter, ...rest } = map;
  return rest;
}

/**
 * The stored keys plus the numbering counter, to put everything back after a test that moved the
 * next invoice number (moving it back is allowed while no invoice took a number meanwhile).
 */
export function restorableSettingsOf(map: SettingsMap): SettingsMap {
  return {
    ...storedSettingsOf(map),
    numbering_invoice_incremental_id: Number(map.numbering_invoice_incremental_id),
  };
}
