import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedItems } from '../../src/features/items/items.seed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = await t.authHeaders();
  await seedItems(t.ctx);
});
afterAll(() => t.close());

type ListRow = { id: number; name: string };
type Model = {
  name: string;
  category: string | null;
  images: { id: number; file_name: string; url: string; thumbnail_url: string | null }[];
};

const view = async (id: number): Promise<Model> =>
  (await t.app.inject({ method: 'GET', url: `/api/item.view/${id}`, headers })).json().entry.model;

describe('seeded catalogue', () => {
  it('gives every bouncy castle three pictures and every other inflatable two', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/item.search/%25', headers });
    const models = await Promise.all((list.json().results as ListRow[]).map((row) => view(row.id)));
    const castles = models.filter((m) => m.category === 'Springkussens');
    const inflatables = models.filter((m) => m.category === 'Opblaasbare attracties');
    expect(castles.length).toBeGreaterThanOrEqual(4);
    expect(inflatables.length).toBeGreaterThanOrEqual(2);
    for (const castle of castles) expect(castle.images, castle.name).toHaveLength(3);
    for (const inflatable of inflatables) expect(inflatable.images, inflatable.name).toHaveLength(2);
    for (const model of [...castles, ...inflatables]) {
      expect(new Set(model.images.map((i) => i.id)).size).toBe(model.images.length);
      expect(model.images.every((i) => i.thumbnail_url)).toBe(true);
    }
    // The first picture (the cover) is the front view; the others are different drawings.
    const jungle = castles.find((m) => m.name === 'Springkasteel Jungle');
    expect(jungle?.images.map((i) => i.file_name)).toEqual([
      'springkasteel-jungle.png',
      'springkasteel-jungle-zijkant.png',
      'springkasteel-jungle-detail.png',
    ]);
    const bytes = await Promise.all(
      (jungle?.images ?? []).map(async (i) => (await t.app.inject({ method: 'GET', url: i.url })).rawPayload),
    );
    expect(new Set(bytes.map((b) => b.toString('base64'))).size).toBe(3);
    // Party gear and sellable goods keep one picture.
    for (const other of models.filter((m) => !castles.includes(m) && !inflatables.includes(m))) {
      expect(other.images, other.name).toHaveLength(1);
    }
  });

  it('shows the price features on real articles: a package, a borg and an own staffel', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/item.search/%25', headers });
    const rows = list.json().results as (ListRow & { type: string })[];
    const byName = async (name: string) => {
      const row = rows.find((r) => r.name === name);
      return (await t.app.inject({ method: 'GET', url: `/api/item.view/${row?.id}`, headers })).json().entry
        .model;
    };
    const pakket = await byName('Feestpakket');
    expect(pakket).toMatchObject({ type: 'bundle', status: 'active', price: 12_500 });
    expect(pakket.components.map((c: { name: string; quantity: number }) => [c.name, c.quantity])).toEqual([
      ['Springkussen Piraten', 1],
      ['Statafel met hoes', 2],
      ['Popcornmachine Deluxe', 1],
    ]);
    const stormbaan = await byName('Stormbaan Survivor 12 m');
    expect(stormbaan).toMatchObject({ deposit: 10_000 });
    expect(stormbaan.day_factors).toHaveLength(3);
    expect((await byName('Opblaasbare glijbaan Tropical')).deposit).toBe(5_000);
  });
});
