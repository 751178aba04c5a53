import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ASSET_MESSAGES, assetEntrySchema } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeAsset } from '../../src/features/assets/remove-asset.ts';
import { readUploadForm } from '../../src/features/assets/upload-form.ts';
import {
  countAssetRows,
  listStoredFiles,
  makeHugePng,
  makeImage,
  makeIncrementallyUpdatedPdf,
  makePdf,
  makeXrefStreamPdf,
  makeZip,
  renderPdfkitDocument,
  SVG_TEXT,
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

const expectNothingStored = async () => {
  expect(listStoredFiles(t.dataDir)).toEqual([]);
  expect(await countAssetRows(t)).toBe(0);
};

describe('asset.create', () => {
  beforeEach(clearAssets);

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('stores a %s image with a webp thumbnail, re-encoded and served', async (format, mime, ext) => {
    const image = await sharp(await makeImage(format))
      .withMetadata({ exif: { IFD0: { Copyright: 'geheim-metadata' } } })
      .toBuffer();
    const res = await uploadAsset(t, image, {
      fileName: `C:\\fakepath\\Springkussen foto.${format}`,
      contentType: 'application/octet-stream',
      storageConfig: { disk: 'public', container: 'thumbnails' },
      tags: ['kasteel', 'kasteel', 'buiten'],
    });
    expect(res.statusCode).toBe(200);
    const model = assetEntrySchema.parse(res.json()).entry.model;
    expect(model).toMatchObject({
      file_name: `Springkussen foto.${format}`,
      asset_type: 'asset/image',
      mime_type: mime,
      storage_config: { disk: 'local', container: 'thumbnails' },
      last_modified: '2026-01-15T09:30:00.000Z',
      tags: ['kasteel', 'buiten'],
    });
    expect(model.url).toMatch(new RegExp(`^/storage/thumbnails/${model.uuid}\\.${ext}$`));
    expect(model.thumbnail_url).toBe(`/storage/thumbnails/${model.uuid}.thumb.webp`);
    expect(listStoredFiles(t.dataDir)).toEqual(
      [`thumbnails/${model.uuid}.${ext}`, `thumbnails/${model.uuid}.thumb.webp`].sort(),
    );

    const served = await t.app.inject({ method: 'GET', url: model.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.length).toBe(model.file_size);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();

    const thumb = await t.app.inject({ method: 'GET', url: model.thumbnail_url ?? '' });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.width).toBe(400);
    expect(thumbMeta.height).toBe(300);
  });

  it('stores a PDF document as is, without thumbnail', async () => {
    const pdf = makePdf();
    const res = await uploadAsset(t, pdf, {
      fileName: 'keuringscertificaat.pdf',
      contentType: 'application/pdf',
      assetType: 'asset/document',
      storageConfig: { disk: 'local', container: 'certificates' },
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({
      file_name: 'keuringscertificaat.pdf',
      mime_type: 'application/pdf',
      asset_type: 'asset/document',
      file_size: pdf.length,
      thumbnail_url: null,
    });
    const served = await t.app.inject({ method: 'GET', url: model.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''keuringscertificaat.pdf");
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
  });

  it.each([
    ['an incremental update', () => makeIncrementallyUpdatedPdf()],
    ['a compressed xref stream', () => makeXrefStreamPdf()],
    ['a catalog in an object stream', () => makeXrefStreamPdf({ objectStream: true })],
    ['pdfkit output', () => renderPdfkitDocument()],
  ])('stores a real PDF with %s as is', async (_label, make) => {
    const pdf = await make();
    const res = await uploadAsset(t, pdf, {
      fileName: 'verzekering.pdf',
      contentType: 'application/pdf',
      assetType: 'asset/document',
      storageConfig: { container: 'certificates' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model).toMatchObject({ mime_type: 'application/pdf', file_size: pdf.length });
  });

  it('keeps an odd client file name only as clean display text', async () => {
    const res = await uploadAsset(t, await makeImage('png', 20, 20), {
      fileName: `logo\u0000\u202Egnp.exe${'x'.repeat(300)}.png`,
      storageConfig: { container: 'logos' },
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model.file_name.includes('\u0000') || model.file_name.includes('\u202E')).toBe(false);
    expect(model.file_name.length).toBeLessThanOrEqual(160);
    expect(model.file_name.endsWith('.png')).toBe(true);
    expect(model.url).toMatch(/^\/storage\/logos\/[0-9a-f-]{36}\.png$/);
  });

  it.each([
    ['a zip disguised as .png', () => makeZip(), 'foto.png', 'asset/image', ASSET_MESSAGES.unsupportedType],
    [
      'text disguised as .png',
      () => Buffer.from('hallo wereld, dit is geen plaatje'),
      'foto.png',
      'asset/image',
      ASSET_MESSAGES.unsupportedType,
    ],
    ['an SVG', () => Buffer.from(SVG_TEXT), 'logo.svg', 'asset/image', ASSET_MESSAGES.svgRefused],
    ['a PDF as image', () => makePdf(), 'foto.png', 'asset/image', ASSET_MESSAGES.imageExpected],
    [
      'an image as document',
      () => makeImage('png', 10, 10),
      'doc.pdf',
      'asset/document',
      ASSET_MESSAGES.documentExpected,
    ],
    [
      'a truncated PDF',
      () => makePdf().subarray(0, 60),
      'doc.pdf',
      'asset/document',
      ASSET_MESSAGES.brokenPdf,
    ],
    [
      'HTML dressed up as a PDF (%PDF- … %%EOF)',
      () => Buffer.from('%PDF-1.4\n<html><body>Factuur</body></html>\n%%EOF\n', 'latin1'),
      'certificaat.pdf',
      'asset/document',
      ASSET_MESSAGES.brokenPdf,
    ],
    [
      'a PDF whose startxref points at no xref',
      () => Buffer.from('%PDF-1.4\n<html></html>\nstartxref\n9\n%%EOF\n', 'latin1'),
      'certificaat.pdf',
      'asset/document',
      ASSET_MESSAGES.brokenPdf,
    ],
    [
      'a PNG header without image',
      () => (async () => (await makeImage('png', 50, 50)).subarray(0, 80))(),
      'kapot.png',
      'asset/image',
      ASSET_MESSAGES.unreadableImage,
    ],
  ] as const)(
    'refuses %s with a Dutch message and stores nothing',
    async (_label, make, fileName, assetType, message) => {
      const res = await uploadAsset(t, await make(), {
        fileName,
        assetType,
        storageConfig: { container: assetType === 'asset/image' ? 'images' : 'documents' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(message);
      await expectNothingStored();
    },
  );

  it('refuses an image above 60 megapixels with its own message, and keeps one just below', async () => {
    const huge = makeHugePng(8200, 8200); // 67.2 megapixels
    expect(huge.length).toBeLessThan(32 * 1024);
    const res = await uploadAsset(t, huge, { fileName: 'poster.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'De afbeelding is te groot (maximaal 60 megapixel).',
      errors: { asset: [ASSET_MESSAGES.tooManyPixels] },
    });
    await expectNothingStored();

    // The size is read from the header, so a real image below the limit still decodes and is kept.
    const fine = await uploadAsset(t, makeHugePng(2000, 1500), { fileName: 'breed.png' });
    expect(fine.statusCode, fine.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: fine.json().entry.model.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1500 });
  });

  it('refuses an empty file', async () => {
    const res = await uploadAsset(t, Buffer.alloc(0));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ASSET_MESSAGES.emptyFile);
    await expectNothingStored();
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await makeImage('png', 10, 10), Buffer.alloc(MAX_BYTES + 10, 7)]);
    const res = await uploadAsset(t, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: ASSET_MESSAGES.tooLarge('0,3') });
    await expectNothingStored();
  });

  it('refuses a path-traversal file name', async () => {
    const res = await uploadAsset(t, await makeImage('png', 10, 10), { fileName: '../../etc/passwd.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ASSET_MESSAGES.badFileName);
    expect(existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
    await expectNothingStored();
  });

  it.each([
    [{ disk: 'public', container: '../secrets' }, ASSET_MESSAGES.badContainer('../secrets')],
    [{ disk: 'public', container: 'avatars' }, ASSET_MESSAGES.badContainer('avatars')],
    [{ disk: 'ftp', container: 'images' }, ASSET_MESSAGES.badDisk('ftp')],
    [{ disk: 's3', container: 'images' }, ASSET_MESSAGES.s3NotConfigured],
    ['geen json', ASSET_MESSAGES.badStorageConfig],
  ])('refuses storage_config %j', async (storageConfig, message) => {
    const res = await uploadAsset(t, await makeImage('png', 10, 10), { storageConfig });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    await expectNothingStored();
  });

  it('refuses an unknown asset_type, a missing file and a non-multipart body', async () => {
    const bad = await uploadAsset(t, await makeImage('png', 10, 10), { assetType: 'asset/video' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(ASSET_MESSAGES.badAssetType);
    const missing = await uploadAsset(t, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(ASSET_MESSAGES.missingFile);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/asset.create',
      headers: await t.authHeaders(),
      payload: { asset: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(ASSET_MESSAGES.notMultipart);
    await expectNothingStored();
  });

  it('ignores file parts other than asset, before and after it', async () => {
    const png = await makeImage('png', 10, 10);
    const res = await uploadAsset(t, png, {
      filesBefore: [{ field: 'thumbnail', buffer: Buffer.alloc(5000, 7), fileName: 'klein.bin' }],
      extraFiles: [{ field: 'bijlage', buffer: await makePdf(), fileName: 'bijlage.pdf' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entry.model).toMatchObject({ file_name: 'bestand.png', mime_type: 'image/png' });
    expect(await countAssetRows(t)).toBe(1);
    expect(listStoredFiles(t.dataDir)).toHaveLength(2); // the image and its thumbnail
  });

  it('reads other file parts to their end without buffering them; only asset is buffered', async () => {
    const filePart = (fieldname: string, bytes: number) => {
      const file = Readable.from([Buffer.alloc(bytes, 1)]);
      return {
        type: 'file' as const,
        fieldname,
        filename: `${fieldname}.bin`,
        file,
        toBuffer: vi.fn(async () => Buffer.alloc(bytes, 1)),
      };
    };
    const before = filePart('thumbnail', 2048);
    const asset = filePart('asset', 64);
    const after = filePart('bijlage', 4096);
    const request = {
      isMultipart: () => true,
      parts: async function* () {
        yield before;
        yield { type: 'field' as const, fieldname: 'file_name', value: 'logo.png' };
        yield asset;
        yield after;
      },
    } as unknown as Parameters<typeof readUploadForm>[0];
    const form = await readUploadForm(request, MAX_BYTES);
    expect(asset.toBuffer).toHaveBeenCalledTimes(1);
    expect(before.toBuffer).not.toHaveBeenCalled();
    expect(after.toBuffer).not.toHaveBeenCalled();
    // Drained: read to the end (so the next part can come), their bytes dropped.
    expect(before.file.readableEnded).toBe(true);
    expect(after.file.readableEnded).toBe(true);
    expect(form.file?.buffer.length).toBe(64);
    expect(form.fields.get('file_name')).toEqual(['logo.png']);
  });

  it('still refuses a form whose other file part is over the size limit (413)', async () => {
    const res = await uploadAsset(t, await makeImage('png', 10, 10), {
      extraFiles: [{ field: 'bijlage', buffer: Buffer.alloc(MAX_BYTES + 1024, 7), fileName: 'groot.bin' }],
    });
    expect(res.statusCode).toBe(413);
    await expectNothingStored();
  });

  it('refuses a second asset file clearly, storing nothing', async () => {
    const png = await makeImage('png', 10, 10);
    const res = await uploadAsset(t, png, {
      extraFiles: [{ field: 'asset', buffer: await makeImage('png', 12, 12), fileName: 'tweede.png' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: ASSET_MESSAGES.oneFileOnly,
      errors: { asset: [ASSET_MESSAGES.oneFileOnly] },
    });
    expect(ASSET_MESSAGES.oneFileOnly).toBe('Stuur één bestand per upload (in het veld asset).');
    await expectNothingStored();
  });

  it('needs a login', async () => {
    const png = await makeImage('png', 10, 10);
    const form = new FormData();
    form.append('asset', new Blob([new Uint8Array(png)]), 'a.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/asset.create',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/assets.view' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/asset.delete/1' })).statusCode).toBe(401);
    await expectNothingStored();
  });
});
