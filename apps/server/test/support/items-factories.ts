import type { ItemWriteRequest } from '@app/contracts';
import { newUuid } from '../../src/lib/ids.ts';
import { nowIso } from '../../src/lib/time.ts';
import type { TestApp } from './test-app.ts';

/** Creates an item through the API and answers its model. */
export const createItem = async (t: TestApp, body: ItemWriteRequest = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/item.create',
    headers: await t.authHeaders(),
    payload: { name: 'Springkussen Test', type: 'rentable', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`item.create ${res.statusCode}: ${res.body}`);
  return res.json().entry.model as { id: number; uuid: string; name: string; type: string };
};

export const createUnit = async (
  t: TestApp,
  body: { item_id: number; serial_number?: string | null; quantity?: number | null },
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/unit.create',
    headers: await t.authHeaders(),
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`unit.create ${res.statusCode}: ${res.body}`);
  return res.json().entry.model as {
    id: number;
    uuid: string;
    quantity: number;
    serial_number: string | null;
  };
};

/** A contact row straight in the database (the contacts feature is tested elsewhere). */
export const insertContact = async (t: TestApp, displayName = 'Familie Jansen') => {
  const now = nowIso();
  const row = await t.ctx.db
    .insertInto('contacts')
    .values({
      uuid: newUuid(),
      contact_type: 'individual',
      display_name: displayName,
      first_name: displayName,
      last_name: null,
      company_name: null,
      coc_id: null,
      vat_id: null,
      email_address: null,
      phone_number: null,
      address_line_1: null,
      address_line_2: null,
      postal_code: null,
      city: null,
      country: 'nl',
      search_text: displayName.toLowerCase(),
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  return row;
};

/** A minimal valid one-page PDF. */
export const tinyPdf = () => {
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
  return Buffer.from(body, 'latin1');
};

/** Multipart body for asset.create, built by hand so tests need no form library. */
export const assetUpload = (opts: {
  buffer: Buffer;
  fileName: string;
  mimeType: string;
  assetType: 'asset/image' | 'asset/document';
  container: string;
}) => {
  const boundary = `----itemsTest${Math.random().toString(16).slice(2)}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('file_name', opts.fileName) +
    field('file_size', String(opts.buffer.length)) +
    field('mime_type', opts.mimeType) +
    field('asset_type', opts.assetType) +
    field('storage_config', JSON.stringify({ disk: 'public', container: opts.container })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="asset"; filename="${opts.fileName}"\r\nContent-Type: ${opts.mimeType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), opts.buffer, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
