import { ASSET_MESSAGES, ITEM_MESSAGES } from '@app/contracts';
import { addCalendarDays, todayCalendarDate } from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFile } from '../../src/features/assets/store-file.ts';
import { attachItemDocument } from '../../src/features/items/attach-item-document.ts';
import { assetUpload, createItem, createUnit, tinyPdf } from '../support/items-factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const patch = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers, payload: payload as object });

const png = (color: string) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();

const storeImage = async (name = 'foto.png') =>
  storeFile({
    ctx: t.ctx,
    input: {
      buffer: await png('#ff6600'),
      fileName: name,
      container: 'thumbnails',
      assetType: 'asset/image',
    },
  });

describe('authentication and ids', () => {
  it('refuses every items call without a token', async () => {
    for (const url of ['/api/items.view', '/api/item.view/1', '/api/categories.view', '/api/unit.view/1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers 404 in Dutch for junk and unknown ids', async () => {
    for (const url of [
      '/api/item.view/abc',
      '/api/item.view/99999',
      '/api/unit.view/1%3Bdrop',
      '/api/unit.view/99999',
      '/api/item.availability/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/bestaat niet/);
    }
    expect((await patch('/api/item.update/abc', { name: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/item.delete/abc', headers })).statusCode).toBe(
      404,
    );
  });
});

describe('items and categories', () => {
  it('creates an item with the defaults and shows every field', async () => {
    const cat = await post('/api/category.create', { name: 'Springkussens' });
    expect(cat.statusCode).toBe(200);
    const categoryId = cat.json().entry.model.id;
    const image = await storeImage();
    const res = await post('/api/item.create', {
      name: 'Springkasteel Jungle',
      description: 'Groot kasteel',
      category_id: categoryId,
      brand: 'Jumpy',
      dimensions: '5 x 4 x 3,5 m',
      weight: 85.5,
      price: 12_500,
      sku: 'SK-JUNGLE',
      ean: '8712345678906',
      images: [image.id],
    });
    expect(res.statusCode).toBe(200);
    const model = res.json().entry.model;
    expect(model).toMatchObject({
      name: 'Springkasteel Jungle',
      type: 'rentable',
      status: 'unavailable',
      category: 'Springkussens',
      weight: 85.5,
      price: 12_500,
      sku: 'SK-JUNGLE',
      units: [],
      documents: [],
      stock_count: 0,
      deleted_at: null,
    });
    expect(model.images).toEqual([
      { id: image.id, url: image.url, thumbnail_url: image.thumbnail_url, file_name: 'foto.png' },
    ]);
    const byUuid = await get(`/api/item.view/${model.uuid}`);
    expect(byUuid.json().entry.model.id).toBe(model.id);
  });

  it('refuses a duplicate category name in Dutch, whatever the case', async () => {
    await post('/api/category.create', { name: 'Feestartikelen' });
    const dup = await post('/api/category.create', { name: '  feestartikelen ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: ITEM_MESSAGES.categoryDuplicate,
      errors: { name: [ITEM_MESSAGES.categoryDuplicate] },
    });
    const empty = await post('/api/category.create', { name: ' ' });
    expect(empty.statusCode).toBe(422);
    const list = (await get('/api/categories.view')).json().results as { name: string }[];
    expect(list.filter((c) => c.name.toLowerCase() === 'feestartikelen')).toHaveLength(1);
  });

  it('sets the image list to exactly the given ids in order, and refuses non-images', async () => {
    const [a, b, c] = [await storeImage('a.png'), await storeImage('b.png'), await storeImage('c.png')];
    const item = await createItem(t, { name: 'Fotoartikel', images: [a.id, b.id] });
    const updated = await patch(`/api/item.update/${item.id}`, { images: [c.id, a.id] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().entry.model.images.map((i: { id: number }) => i.id)).toEqual([c.id, a.id]);
    const pdf = await storeFile({
      ctx: t.ctx,
      input: {
        buffer: tinyPdf(),
        fileName: 'keuring.pdf',
        container: 'certificates',
        assetType: 'asset/document',
      },
    });
    const refused = await patch(`/api/item.update/${item.id}`, { images: [pdf.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ITEM_MESSAGES.imageExpected);
    const unknown = await patch(`/api/item.update/${item.id}`, { images: [999_999] });
    expect(unknown.statusCode).toBe(422);
    const after = (await get(`/api/item.view/${item.id}`)).json().entry.model;
    expect(after.images.map((i: { id: number }) => i.id)).toEqual([c.id, a.id]);
  });

  it('validates price and weight and refuses a type change while the item has stock', async () => {
    const item = await createItem(t, { name: 'Statafel' });
    expect((await patch(`/api/item.update/${item.id}`, { price: 12.5 })).statusCode).toBe(422);
    expect((await patch(`/api/item.update/${item.id}`, { weight: -1 })).statusCode).toBe(422);
    expect((await patch(`/api/item.update/${item.id}`, { category_id: 987_654 })).statusCode).toBe(422);
    await createUnit(t, { item_id: item.id, serial_number: 'ST-1' });
    const res = await patch(`/api/item.update/${item.id}`, { type: 'sellable' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ITEM_MESSAGES.typeLocked);
    const ok = await patch(`/api/item.update/${item.id}`, { status: 'active', price: 1_250 });
    expect(ok.json().entry.model).toMatchObject({ status: 'active', price: 1_250, type: 'rentable' });
  });

  it('keeps search_text up to date: name, brand, sku, ean and category', async () => {
    const cat = (await post('/api/category.create', { name: 'Opblaasbare attracties' })).json().entry.model;
    const item = await createItem(t, {
      name: 'Stormbaan Ödipus',
      brand: 'AirFun',
      sku: 'SB-77',
      ean: '1234567890128',
    });
    const find = async (q: string) =>
      ((await get(`/api/items.view?q=${encodeURIComponent(q)}`)).json().results as { id: number }[]).map(
        (r) => r.id,
      );
    expect(await find('odipus')).toContain(item.id);
    expect(await find('airfun')).toContain(item.id);
    expect(await find('sb-77')).toContain(item.id);
    expect(await find('1234567890128')).toContain(item.id);
    expect(await find('opblaasbare')).not.toContain(item.id);
    await patch(`/api/item.update/${item.id}`, { category_id: cat.id, brand: 'Luchtkasteel BV' });
    expect(await find('opblaasbare')).toContain(item.id);
    expect(await find('airfun')).not.toContain(item.id);
    const search = await get('/api/item.search/stormbaan');
    expect(search.json().results.map((r: { id: number }) => r.id)).toContain(item.id);
  });

  it('soft-deletes: the item leaves lists and searches but stays readable', async () => {
    const item = await createItem(t, { name: 'Weg-te-halen artikel' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${item.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect((await get('/api/items.view?q=weg-te-halen')).json().results).toEqual([]);
    expect((await get('/api/item.search/weg-te-halen')).json().results).toEqual([]);
    expect((await get(`/api/item.view/${item.id}`)).json().entry.model.deleted_at).not.toBeNull();
    expect((await patch(`/api/item.update/${item.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('does not change the units of a deleted item', async () => {
    const item = await createItem(t, { name: 'Weg-met-voorraad artikel' });
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'WV-1' });
    await t.app.inject({ method: 'DELETE', url: `/api/item.delete/${item.id}`, headers });
    const upd = await patch(`/api/unit.update/${unit.id}`, { available: false, serial_number: 'WV-2' });
    expect(upd.statusCode).toBe(404);
    expect(upd.json().message).toBe(ITEM_MESSAGES.notFound);
    const view = (await get(`/api/unit.view/${unit.id}`)).json().entry.model;
    expect(view).toMatchObject({ available: true, serial_number: 'WV-1' });
  });

  it('refuses the company logo as an item picture', async () => {
    const logo = await storeFile({
      ctx: t.ctx,
      input: {
        buffer: await png('#003366'),
        fileName: 'logo.png',
        container: 'logos',
        assetType: 'asset/image',
      },
    });
    const photo = await storeImage('kasteel.png');
    const item = await createItem(t, { name: 'Kasteel met foto' });
    const res = await patch(`/api/item.update/${item.id}`, { images: [photo.id, logo.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.images).toEqual([ITEM_MESSAGES.logoNotItemImage]);
    expect((await get(`/api/item.view/${item.id}`)).json().entry.model.images).toEqual([]);
    const created = await post('/api/item.create', { name: 'Nieuw met logo', images: [logo.id] });
    expect(created.statusCode).toBe(422);
    const ok = await patch(`/api/item.update/${item.id}`, { images: [photo.id] });
    expect(ok.statusCode).toBe(200);
  });
});

describe('items.view', () => {
  beforeAll(async () => {
    // 25 rentable and 5 sellable items with a shared word, names in mixed case and accents.
    for (let i = 0; i < 25; i++) {
      await createItem(t, {
        name: `${i % 2 ? 'lijst' : 'Lijst'}-huur ${String(i).padStart(2, '0')}`,
        type: 'rentable',
      });
    }
    for (let i = 0; i < 5; i++) {
      const item = await createItem(t, { name: `Lijst-koop ${i}`, type: 'sellable' });
      if (i < 2) await createUnit(t, { item_id: item.id, quantity: 10 + i });
    }
  });

  const list = async (query: string) => {
    const res = await get(`/api/items.view?q=lijst&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      results: { name: string; type: string; stock_count: number }[];
      meta: { total: number; per_page: number; page: number };
    };
  };

  it('pages by 20, sorted by name ascending without regard to case', async () => {
    const first = await list('');
    expect(first.meta).toEqual({ page: 1, per_page: 20, total: 30 });
    expect(first.results).toHaveLength(20);
    const names = first.results.map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('lijst-huur 00');
    const second = await list('page=2');
    expect(second.results).toHaveLength(10);
    expect(second.results.at(-1)?.name).toBe('Lijst-koop 4');
    const desc = await list('direction=desc');
    expect(desc.results[0]?.name).toBe('Lijst-koop 4');
  });

  it('filters by type, by the spec filter and by stock', async () => {
    expect((await list('types=rentable')).meta.total).toBe(25);
    expect((await list('types=sellable')).meta.total).toBe(5);
    expect((await list('types=rentable,sellable')).meta.total).toBe(30);
    expect((await list('types=')).meta.total).toBe(0);
    expect((await list('filter=all')).meta.total).toBe(30);
    expect((await list('filter=rentable')).meta.total).toBe(25);
    const stocked = await list('filter=all,stocked');
    expect(stocked.results.map((r) => [r.name, r.stock_count])).toEqual([
      ['Lijst-koop 0', 10],
      ['Lijst-koop 1', 11],
    ]);
    const bad = await get('/api/items.view?types=huur');
    expect(bad.statusCode).toBe(422);
  });

  it('finds nothing for an unknown word and escapes LIKE wildcards', async () => {
    expect((await get('/api/items.view?q=zzzonbekend')).json().meta.total).toBe(0);
    expect((await get('/api/items.view?q=%25')).json().meta.total).toBe(0);
  });
});

describe('units', () => {
  it('requires a unique serial for rentable units and fixes their quantity at 1', async () => {
    const item = await createItem(t, { name: 'Partytent 3x6' });
    const missing = await post('/api/unit.create', { item_id: item.id, quantity: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(ITEM_MESSAGES.serialRequired);
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'PT-001' });
    expect(unit).toMatchObject({ quantity: 1, serial_number: 'PT-001' });
    const dup = await post('/api/unit.create', { item_id: item.id, serial_number: 'pt-001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.serial_number).toEqual([ITEM_MESSAGES.serialDuplicate]);
    const two = await post('/api/unit.create', { item_id: item.id, serial_number: 'PT-002', quantity: 2 });
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe(ITEM_MESSAGES.quantityRentable);
    // The same serial on another item is fine.
    const other = await createItem(t, { name: 'Partytent 4x8' });
    await createUnit(t, { item_id: other.id, serial_number: 'PT-001' });
    const view = (await get(`/api/unit.view/${unit.uuid}`)).json().entry.model;
    expect(view).toMatchObject({
      state: 'available',
      available: true,
      item: { id: item.id, type: 'rentable' },
      reservations: [],
    });
  });

  it('counts whole quantities for sellable stock and refuses serials there', async () => {
    const item = await createItem(t, { name: 'Ballonnen (100 st.)', type: 'sellable' });
    expect((await post('/api/unit.create', { item_id: item.id })).statusCode).toBe(422);
    expect((await post('/api/unit.create', { item_id: item.id, quantity: -1 })).statusCode).toBe(422);
    expect((await post('/api/unit.create', { item_id: item.id, quantity: 1.5 })).statusCode).toBe(422);
    const withSerial = await post('/api/unit.create', { item_id: item.id, quantity: 3, serial_number: 'X' });
    expect(withSerial.json().message).toBe(ITEM_MESSAGES.serialNotForSellable);
    const empty = await createUnit(t, { item_id: item.id, quantity: 0 });
    await createUnit(t, { item_id: item.id, quantity: 40 });
    const model = (await get(`/api/item.view/${item.id}`)).json().entry.model;
    expect(model.stock_count).toBe(40);
    expect(model.units.map((u: { state: string }) => u.state)).toEqual(['sold_out', 'in_stock']);
    const upd = await patch(`/api/unit.update/${empty.id}`, { quantity: 5 });
    expect(upd.json().entry.model).toMatchObject({ quantity: 5, state: 'in_stock' });
  });

  it('takes a unit out of service and back', async () => {
    const item = await createItem(t, { name: 'Popcornmachine' });
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'PC-1' });
    const off = await patch(`/api/unit.update/${unit.id}`, { available: false });
    expect(off.json().entry.model).toMatchObject({ available: false, state: 'out_of_service' });
    expect((await get(`/api/item.view/${item.id}`)).json().entry.model.stock_count).toBe(0);
    await patch(`/api/unit.update/${unit.id}`, { available: true, serial_number: 'PC-01' });
    const back = (await get(`/api/unit.view/${unit.id}`)).json().entry.model;
    expect(back).toMatchObject({ available: true, serial_number: 'PC-01', state: 'available' });
  });
});

describe('certificates', () => {
  it('attaches a PDF document and refuses anything else in Dutch', async () => {
    const item = await createItem(t, { name: 'Springkussen met keuring' });
    const form = assetUpload({
      buffer: tinyPdf(),
      fileName: 'keuring.pdf',
      mimeType: 'application/pdf',
      assetType: 'asset/document',
      container: 'certificates',
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/asset.create',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const pdf = upload.json().entry.model;
    const attached = await post('/api/item.attach/document', { item_id: item.id, asset_id: pdf.id });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().entry.model.documents).toEqual([
      { id: pdf.id, uuid: pdf.uuid, url: pdf.url, file_name: 'keuring.pdf' },
    ]);
    // Attaching twice changes nothing.
    const again = await post('/api/item.attach/document', { item_id: item.id, asset_id: pdf.id });
    expect(again.json().entry.model.documents).toHaveLength(1);

    const image = await storeImage();
    const refused = await post('/api/item.attach/document', { item_id: item.id, asset_id: image.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ITEM_MESSAGES.documentExpected);
    const unknown = await post('/api/item.attach/document', { item_id: item.id, asset_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    const noItem = await post('/api/item.attach/document', { item_id: 999_999, asset_id: pdf.id });
    expect(noItem.statusCode).toBe(404);
  });

  it('attaches the same document sent twice at once only once, without a 500', async () => {
    const item = await createItem(t, { name: 'Springkussen dubbel verstuurd' });
    const pdf = await storeFile({
      ctx: t.ctx,
      input: {
        buffer: tinyPdf(),
        fileName: 'keuring-dubbel.pdf',
        container: 'certificates',
        assetType: 'asset/document',
      },
    });
    // Straight at the service: app.inject lets one request run ahead of the next, so their
    // check and insert would not interleave as real concurrent requests can.
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => attachItemDocument({ ctx: t.ctx, itemId: item.id, assetId: pdf.id })),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const model = (await get(`/api/item.view/${item.id}`)).json().entry.model;
    expect(model.documents.map((doc: { id: number }) => doc.id)).toEqual([pdf.id]);
  });

  it('refuses an image disguised as a PDF at upload', async () => {
    const form = assetUpload({
      buffer: await png('#00aa00'),
      fileName: 'keuring.pdf',
      mimeType: 'application/pdf',
      assetType: 'asset/document',
      container: 'certificates',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/asset.create',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toBe(ASSET_MESSAGES.documentExpected);
  });
});

describe('item.availability', () => {
  it('answers today through one year ahead by default and checks the range', async () => {
    const item = await createItem(t, { name: 'Beschikbaarheidstest' });
    const unit = await createUnit(t, { item_id: item.id, serial_number: 'AV-1' });
    const res = await get(`/api/item.availability/${item.id}`);
    expect(res.statusCode).toBe(200);
    const days = Object.keys(res.json());
    const today = todayCalendarDate();
    expect(days[0]).toBe(today);
    expect(days.at(-1)).toBe(addCalendarDays(today, 365));
    expect(res.json()[today]).toEqual([unit.id]);
    const backwards = await get(`/api/item.availability/${item.id}?from=2026-05-10&until=2026-05-01`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe(ITEM_MESSAGES.invalidRange);
    expect(backwards.json().errors).toEqual({ until: [ITEM_MESSAGES.invalidRange] });
    const tooLong = await get(`/api/item.availability/${item.id}?from=2026-01-01&until=2028-06-01`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(ITEM_MESSAGES.rangeTooLong);
    const junk = await get(`/api/item.availability/${item.id}?from=morgen`);
    expect(junk.statusCode).toBe(422);
    const bad = await get(`/api/item.availability/${item.id}?from=2026-02-30&until=2026-03-02`);
    expect(bad.statusCode).toBe(422);
  });
});
