import type { APIRequestContext } from '@playwright/test';
import { createSignedInClient } from './api-client.ts';

/** A 120×48 blue PNG, small enough to inline; used as the uploaded logo. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAwCAIAAABVDSmEAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAvElEQVR4nO3UUY0DARTDwPJZRMVrYiXQ316eTiMFgeX49byz5/cQXig/f6Ia0AHdf3obowO6uYaMbg5OOro5jQ7o5hoyujk46ejmNDqgm2vI6ObgpKOb0+iAbq4ho5uDk45uTqMDurmGjG4OTjq6OY0O6OYaMro5OOno5jQ6oJtryOjm4KSjm9PogG6uIaObg5OObk6jA7q5hoxuDk46ujmNDujmGjK6OTjp6OY0OqCba8jo5uCkoznTr/sATGe/JRh811oAAAAASUVORK5CYII=',
  'base64',
);

export type SettingsMap = Record<string, string | number | boolean>;

/** Bearer headers of the demo account, for API calls that prepare or restore test data. */
export async function demoAuthHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { ...(await createSignedInClient(request)).headers };
}

export async function getSettingsViaApi(request: APIRequestContext): Promise<SettingsMap> {
  return (await createSignedInClient(request)).get<SettingsMap>('/api/settings.get');
}

export async function setSettingsViaApi(
  request: APIRequestContext,
  patch: SettingsMap,
): Promise<SettingsMap> {
  return (await createSignedInClient(request)).post<SettingsMap>('/api/settings.set', patch);
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
