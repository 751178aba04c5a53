import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents the settings and asset calls in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/settings.get',
      '/api/settings.set',
      '/api/assets.view',
      '/api/asset.create',
      '/api/asset.delete/{id}',
    ]),
  );
  expect(paths.some((p) => p.startsWith('/storage'))).toBe(false);
});
