import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../support/s3-fake.ts';
import { listStoredFiles, makeImage, makePdf, uploadAsset } from '../support/settings-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    env: {
      S3_BUCKET: 'verhuur',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  await t.authHeaders();
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('s3 disk', () => {
  it('stores uploads in the bucket by default, serves and deletes them', async () => {
    const res = await uploadAsset(t, await makeImage('jpeg', 800, 400), {
      fileName: 'kasteel.jpg',
      storageConfig: { disk: 'public', container: 'thumbnails' },
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model.storage_config).toEqual({ disk: 's3', container: 'thumbnails' });
    expect([...s3.objects.keys()].sort()).toEqual(
      [`/verhuur/thumbnails/${model.uuid}.jpg`, `/verhuur/thumbnails/${model.uuid}.thumb.webp`].sort(),
    );
    expect(s3.objects.get(`/verhuur/thumbnails/${model.uuid}.jpg`)?.contentType).toBe('image/jpeg');
    expect(listStoredFiles(t.dataDir)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url: model.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.length).toBe(model.file_size);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/asset.delete/${model.id}`,
      headers: await t.authHeaders(),
    });
    expect(deleted.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
  });

  it('still accepts the local disk when asked, and answers 404 for an object gone from the bucket', async () => {
    const local = await uploadAsset(t, makePdf(), {
      assetType: 'asset/document',
      storageConfig: { disk: 'local', container: 'documents' },
    });
    expect(local.json().entry.model.storage_config).toEqual({ disk: 'local', container: 'documents' });
    expect(listStoredFiles(t.dataDir)).toHaveLength(1);

    const remote = (
      await uploadAsset(t, await makeImage('png', 20, 20), { storageConfig: { container: 'logos' } })
    ).json().entry.model;
    s3.objects.clear();
    expect((await t.app.inject({ method: 'GET', url: remote.url })).statusCode).toBe(404);
  });
});
