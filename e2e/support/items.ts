import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { createSignedInClient, type Entry, type Results } from './api-client.ts';

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
  const api = await createSignedInClient(page.request);
  type Reservation = { id: number; reserved_from: string; reserved_until: string };
  return {
    /**
     * Stores a PNG through asset.create (as the item form does, in 'thumbnails'; the settings
     * page stores the company logo in 'logos') and answers the asset.
     */
    uploadImage: (file: ReturnType<typeof pngFile>, container = 'thumbnails') =>
      api
        .upload<Entry<{ id: number; file_name: string }>>('/api/asset.create', {
          asset: file,
          file_name: file.name,
          file_size: String(file.buffer.length),
          mime_type: file.mimeType,
          storage_config: JSON.stringify({ disk: 'public', container }),
          asset_type: 'asset/image',
        })
        .then((r) => r.entry.model),
    /** How many item pictures (images in 'thumbnails') the asset store holds. */
    countImages: () =>
      api
        .get<{ meta: { total: number } }>('/api/assets.view', {
          asset_type: 'asset/image',
          container: 'thumbnails',
          per_page: 1,
        })
        .then((r) => r.meta.total),
    viewUnit: (id: string | number) =>
      api.get<Entry<{ reservations: Reservation[] }>>(`/api/unit.view/${id}`).then((r) => r.entry.model),
    createItem: (body: Record<string, unknown>) =>
      api.post<Entry<{ id: number; uuid: string }>>('/api/item.create', body).then((r) => r.entry.model),
    createUnit: (body: Record<string, unknown>) =>
      api.post<Entry<{ id: number; uuid: string }>>('/api/unit.create', body).then((r) => r.entry.model),
    deleteItem: (id: number) => api.delete<{ ok: true }>(`/api/item.delete/${id}`),
    searchItems: (q: string) =>
      api
        .get<Results<{ id: number; name: string }>>(`/api/item.search/${encodeURIComponent(q)}`)
        .then((r) => r.results),
    viewItem: (id: number) =>
      api
        .get<Entry<{ units: { id: number; uuid: string; serial_number: string | null }[] }>>(
          `/api/item.view/${id}`,
        )
        .then((r) => r.entry.model),
  };
}
