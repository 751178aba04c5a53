import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { DEMO_USER } from './env.ts';

/** A valid 16×16 PNG in one colour, built with zlib so no image library is needed. */
export const pngFile = (name: string, rgb: [number, number, number] = [230, 57, 70]) => {
  const size = 16;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
};

/** A minimal one-page PDF. */
export const pdfFile = (name: string) => {
  const objects = [
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
};

/** Calls the API as the demo user (for arranging test data). */
export async function itemsApi(page: Page) {
  const login = await page.request.post('/api/auth/login', {
    data: { username: DEMO_USER.email, password: DEMO_USER.password },
  });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { authorization: { access_token: string } }).authorization
    .access_token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(
    method: 'get' | 'post' | 'patch' | 'delete',
    url: string,
    data?: unknown,
  ): Promise<T> => {
    const res = await page.request[method](url, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  type Reservation = { id: number; reserved_from: string; reserved_until: string };
  return {
    /**
     * Stores a PNG through asset.create (as the item form does, in 'thumbnails'; the settings
     * page stores the company logo in 'logos') and answers the asset.
     */
    uploadImage: async (file: ReturnType<typeof pngFile>, container = 'thumbnails') => {
      const res = await page.request.post('/api/asset.create', {
        headers,
        multipart: {
          asset: file,
          file_name: file.name,
          file_size: String(file.buffer.length),
          mime_type: file.mimeType,
          storage_config: JSON.stringify({ disk: 'public', container }),
          asset_type: 'asset/image',
        },
      });
      expect(res.ok(), `asset.create: ${res.status()} ${await res.text()}`).toBe(true);
      return ((await res.json()) as { entry: { model: { id: number; file_name: string } } }).entry.model;
    },
    /** How many item pictures (images in 'thumbnails') the asset store holds. */
    countImages: () =>
      call<{ meta: { total: number } }>(
        'get',
        '/api/assets.view?asset_type=asset/image&container=thumbnails&per_page=1',
      ).then((r) => r.meta.total),
    viewUnit: (id: string | number) =>
      call<{ entry: { model: { reservations: Reservation[] } } }>('get', `/api/unit.view/${id}`).then(
        (r) => r.entry.model,
      ),
    createItem: (body: Record<string, unknown>) =>
      call<{ entry: { model: { id: number; uuid: string } } }>('post', '/api/item.create', body).then(
        (r) => r.entry.model,
      ),
    createUnit: (body: Record<string, unknown>) =>
      call<{ entry: { model: { id: number; uuid: string } } }>('post', '/api/unit.create', body).then(
        (r) => r.entry.model,
      ),
    deleteItem: (id: number) => call<{ ok: true }>('delete', `/api/item.delete/${id}`),
    searchItems: (q: string) =>
      call<{ results: { id: number; name: string }[] }>(
        'get',
        `/api/item.search/${encodeURIComponent(q)}`,
      ).then((r) => r.results),
    viewItem: (id: number) =>
      call<{ entry: { model: { units: { id: number; uuid: string; serial_number: string | null }[] } } }>(
        'get',
        `/api/item.view/${id}`,
      ).then((r) => r.entry.model),
  };
}
