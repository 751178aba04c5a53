import { ASSET_MESSAGES, assetsViewResponseSchema } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toAssetModel } from '../../src/features/assets/asset-model.ts';
import { findAssetById, findAssetsByIds } from '../../src/features/assets/find-assets.ts';
import { readAssetFile, readAssetFileByUrl } from '../../src/features/assets/read-asset-file.ts';
import { removeAsset } from '../../src/features/assets/remove-asset.ts';
import { storeFile } from '../../src/features/assets/store-file.ts';
import { insertContact, invoiceApi, writeIdentity } from '../support/invoices-factories.ts';
import { createItem } from '../support/items-factories.ts';
import {
  listStoredFiles,
  makeImage,
  makePdf,
  makeZip,
  setSettings,
  uploadAsset,
} from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const MAX_BYTES = 256 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: MAX_BYTES });
  await t.authHeaders();
});
afterAll(() => t.close());

const clearAssets = async () => {
  const rows = await t.ctx.db.selectFrom('assets').select('id').execute();
  for (const row of rows) await removeAsset({ ctx: t.ctx, id: row.id });
};

describe('assets.view and asset.delete', () => {
  beforeAll(clearAssets);

  it('lists newest first with filters and paging', async () => {
    const logo = (
      await uploadAsset(t, await makeImage('png', 30, 30), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    const photo = (
      await uploadAsset(t, await makeImage('jpeg', 30, 30), { storageConfig: { container: 'images' } })
    ).json().entry.model;
    const doc = (
      await uploadAsset(t, makePdf(), {
        assetType: 'asset/document',
        storageConfig: { container: 'documents' },
      })
    ).json().entry.model;
    const headers = await t.authHeaders();

    const all = assetsViewResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/assets.view', headers })).json(),
    );
    expect(all.results.map((a) => a.id)).toEqual([doc.id, photo.id, logo.id]);
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 3 });

    const images = (
      await t.app.inject({ method: 'GET', url: '/api/assets.view?asset_type=asset/image', headers })
    ).json();
    expect(images.results.map((a: { id: number }) => a.id)).toEqual([photo.id, logo.id]);

    const logos = (
      await t.app.inject({ method: 'GET', url: '/api/assets.view?container=logos', headers })
    ).json();
    expect(logos.results.map((a: { id: number }) => a.id)).toEqual([logo.id]);

    const page2 = (
      await t.app.inject({ method: 'GET', url: '/api/assets.view?per_page=2&page=2', headers })
    ).json();
    expect(page2.results.map((a: { id: number }) => a.id)).toEqual([logo.id]);
    expect(page2.meta.total).toBe(3);

    const badFilter = await t.app.inject({
      method: 'GET',
      url: '/api/assets.view?container=../etc',
      headers,
    });
    expect(badFilter.statusCode).toBe(422);
  });

  it('deletes the row, the file and its thumbnail (by id or uuid)', async () => {
    const model = (await uploadAsset(t, await makeImage('webp', 50, 50))).json().entry.model;
    const other = (await uploadAsset(t, await makeImage('png', 50, 50))).json().entry.model;
    const headers = await t.authHeaders();
    const key = model.url.split('/').pop();
    expect(listStoredFiles(t.dataDir)).toContain(`images/${key}`);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/asset.delete/${model.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(listStoredFiles(t.dataDir).filter((f) => f.includes(model.uuid))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: model.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: model.thumbnail_url })).statusCode).toBe(404);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/asset.delete/${model.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ASSET_MESSAGES.notFound);

    const byUuid = await t.app.inject({ method: 'DELETE', url: `/api/asset.delete/${other.uuid}`, headers });
    expect(byUuid.statusCode).toBe(200);
    expect(listStoredFiles(t.dataDir).filter((f) => f.includes(other.uuid))).toEqual([]);

    const junk = await t.app.inject({ method: 'DELETE', url: '/api/asset.delete/..%2F..%2Fetc', headers });
    expect(junk.statusCode).toBe(404);
  });
});

describe('asset.delete of a file still in use', () => {
  beforeAll(clearAssets);

  const remove = async (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/asset.delete/${id}`, headers: await t.authHeaders() });

  const expectKept = async (model: { id: number; url: string; uuid: string }, message: string) => {
    const res = await remove(model.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message });
    expect(listStoredFiles(t.dataDir).filter((f) => f.includes(model.uuid))).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: model.url })).statusCode).toBe(200);
  };

  it('refuses the current logo and a logo frozen on an invoice, keeping the file (409)', async () => {
    const logo = (
      await uploadAsset(t, await makeImage('png', 60, 30), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    await writeIdentity(t.ctx.db);
    expect((await setSettings(t, { identity_company_logo: logo.url })).statusCode).toBe(200);
    await expectKept(logo, ASSET_MESSAGES.inUseAsLogo);
    expect(ASSET_MESSAGES.inUseAsLogo).toBe(
      'Dit bestand wordt nog gebruikt als logo of op een factuur en kan niet worden verwijderd.',
    );

    // Publishing freezes the company details, logo URL included; then the logo is replaced.
    const api = invoiceApi(t);
    const concept = await api.concept((await insertContact(t.ctx.db)).id);
    const published = await api.update(concept.id, { status: 'outstanding' });
    expect(published.statusCode, published.body).toBe(200);
    expect((await setSettings(t, { identity_company_logo: '' })).statusCode).toBe(200);
    await expectKept(logo, ASSET_MESSAGES.inUseAsLogo);

    // A logo that was never saved nor frozen can go.
    const unused = (
      await uploadAsset(t, await makeImage('png', 60, 30), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    expect((await remove(unused.id)).statusCode).toBe(200);
    expect(listStoredFiles(t.dataDir).filter((f) => f.includes(unused.uuid))).toEqual([]);
  });

  it("refuses an item's image and certificate, keeping the file and the link (409)", async () => {
    const photo = (
      await uploadAsset(t, await makeImage('jpeg', 60, 30), { storageConfig: { container: 'thumbnails' } })
    ).json().entry.model;
    const item = await createItem(t, { images: [photo.id] });
    await expectKept(photo, ASSET_MESSAGES.inUseByItem);

    const certificate = (
      await uploadAsset(t, makePdf(), {
        assetType: 'asset/document',
        storageConfig: { container: 'certificates' },
      })
    ).json().entry.model;
    const attached = await t.app.inject({
      method: 'POST',
      url: '/api/item.attach/document',
      headers: await t.authHeaders(),
      payload: { item_id: item.id, asset_id: certificate.id },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const res = await remove(certificate.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ASSET_MESSAGES.inUseByItem);
    expect(listStoredFiles(t.dataDir).filter((f) => f.includes(certificate.uuid))).toHaveLength(1);

    const links = await t.ctx.db
      .selectFrom('item_assets')
      .select('asset_id')
      .where('item_id', '=', item.id)
      .execute();
    expect(links.map((l) => l.asset_id).sort()).toEqual([photo.id, certificate.id].sort());
  });
});

describe('GET /storage', () => {
  it('answers 404 for traversal, unknown containers, foreign keys and unknown files', async () => {
    const model = (
      await uploadAsset(t, await makeImage('png', 20, 20), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    const key = model.url.split('/').pop();
    const urls = [
      '/storage/../config.ts',
      '/storage/logos/..%2F..%2Fjwt-secret',
      '/storage/logos/%2e%2e%2fjwt-secret',
      '/storage/..%2F/jwt-secret',
      '/storage/secrets/jwt-secret',
      `/storage/images/${key}`,
      `/storage/logos/${key}.bak`,
      '/storage/logos/00000000-0000-0000-0000-000000000000.png',
      '/storage/logos/jwt-secret',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('test-secret');
    }
    expect((await t.app.inject({ method: 'GET', url: model.url })).statusCode).toBe(200);
  });
});

describe('asset service for other features', () => {
  it('stores, finds and reads files like an upload', async () => {
    const png = await makeImage('png', 100, 60);
    const model = await storeFile({
      ctx: t.ctx,
      input: {
        buffer: png,
        fileName: 'logo.png',
        container: 'logos',
        assetType: 'asset/image',
      },
    });
    expect(model.storage_config).toEqual({ disk: 'local', container: 'logos' });

    const row = await findAssetById({ ctx: t.ctx, id: model.id });
    expect(row && toAssetModel(row)).toEqual(model);
    expect((await findAssetsByIds({ ctx: t.ctx, ids: [model.id, 999_999] })).map((r) => r.id)).toEqual([
      model.id,
    ]);
    expect(await findAssetById({ ctx: t.ctx, id: 999_999 })).toBeNull();

    const bytes = await readAssetFile({ ctx: t.ctx, asset: model });
    expect((await sharp(bytes).metadata()).width).toBe(100);
    expect(
      Buffer.compare((await readAssetFileByUrl({ ctx: t.ctx, url: model.url })) ?? Buffer.alloc(0), bytes),
    ).toBe(0);
    expect(await readAssetFileByUrl({ ctx: t.ctx, url: '/storage/logos/../../jwt-secret' })).toBeNull();
    expect(await readAssetFileByUrl({ ctx: t.ctx, url: 'https://elders.example/logo.png' })).toBeNull();

    await expect(
      storeFile({
        ctx: t.ctx,
        input: {
          buffer: makeZip(),
          fileName: 'x.png',
          container: 'logos',
          assetType: 'asset/image',
        },
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await removeAsset({ ctx: t.ctx, id: model.id });
    expect(await findAssetById({ ctx: t.ctx, id: model.id })).toBeNull();
  });
});
