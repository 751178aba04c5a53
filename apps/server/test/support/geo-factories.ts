import type { GeoPoint, TransportFees } from '@app/domain';
import type { GeoAddress } from '../../src/features/geo/geo-model.ts';
import { setSettings } from './settings-factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Centres of the postcode areas in the bundled GeoNames table (nl-postcode-centroids.csv). */
export const PC4: Record<string, GeoPoint> = {
  '3526': { lat: 52.0684, lon: 5.1013 },
  '1012': { lat: 52.3735, lon: 4.8951 },
  '3512': { lat: 52.0916, lon: 5.1228 },
  '3011': { lat: 51.9197, lon: 4.4875 },
};

export const FEES = { delivery_cost_per_kilometer: 45, pickup_cost_per_kilometer: 30, free_kilometers: 10 };
export const FEES_DOMAIN: TransportFees = {
  deliveryCostPerKmCents: 45,
  pickupCostPerKmCents: 30,
  freeKilometers: 10,
};
export const COMPANY = {
  identity_company_name: 'Springplezier Verhuur B.V.',
  identity_address_line_1: 'Kanaalweg 12',
  identity_postal_code: '3526 KL',
  identity_city: 'Utrecht',
  identity_country: 'nl',
  ...FEES,
};

export const DAMRAK: GeoAddress = {
  address_line_1: 'Damrak 1',
  postal_code: '1012 LG',
  city: 'Amsterdam',
  country: 'nl',
};
export const COOLSINGEL: GeoAddress = {
  address_line_1: 'Coolsingel 40',
  postal_code: '3011 AD',
  city: 'Rotterdam',
};
/** A test app whose company (address and transport fees) is set, as the geo routes need. */
export const createGeoTestApp = async (
  env: NodeJS.ProcessEnv = {},
  settings: Record<string, unknown> = COMPANY,
) => {
  const t = await createTestApp({ env });
  const res = await setSettings(t, settings);
  if (res.statusCode !== 200) throw new Error(`settings.set ${res.statusCode}: ${res.body}`);
  return t;
};

export const getDistance = async (
  t: TestApp,
  query: Record<string, string>,
  headers?: Record<string, string>,
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/geo.distance?${new URLSearchParams(query)}`,
    headers: headers ?? (await t.authHeaders()),
  });
