import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { allocateInvoiceNumber } from '../../src/features/numbering/allocate-invoice-number.ts';
import { readStoredSettings } from '../../src/features/settings/read-settings.ts';
import type { TestApp } from './test-app.ts';

/** A small real image of the given format, made with sharp. */
export const makeImage = (format: 'png' | 'jpeg' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 40, b: 90 } } })
    .toFormat(format)
    .toBuffer();

/** The smallest well-formed one-page PDF (header, objects, xref table, trailer, %%EOF). */
export const makePdf = (): Buffer => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/**
 * A real, complete 1-bit grayscale PNG of width × height white pixels: tiny on disk (an 8200 ×
 * 8200 image of 67 megapixels is under 20 KB), huge once decoded.
 */
export const makeHugePng = (width: number, height: number): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/**
 * makePdf() with one incremental update appended (a new Info object, a second xref section whose
 * trailer points back with /Prev), as a PDF editor saves a changed file.
 */
export const makeIncrementallyUpdatedPdf = (): Buffer => {
  const original = makePdf().toString('latin1');
  const previous = /startxref\n(\d+)\n%%EOF\n$/.exec(original)?.[1];
  let body = original;
  const info = body.length;
  body += '4 0 obj\n<< /Producer (Bijgewerkt) >>\nendobj\n';
  const xref = body.length;
  body += `xref\n0 1\n0000000000 65535 f \n4 1\n${String(info).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size 5 /Root 1 0 R /Info 4 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/**
 * A PDF 1.5 whose cross-reference is a compressed xref stream (FlateDecode, PNG Up predictor), as
 * Acrobat and Word write them; with `objectStream`, the catalog and the pages tree are compressed
 * into an object stream and the xref stream points into it.
 */
export const makeXrefStreamPdf = ({ objectStream = false } = {}): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const add = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
  const pages = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';
  // [type, field 2, field 3] per object number: 0 free, 1 at an offset, 2 in an object stream.
  const rows: Array<[number, number, number]> = [[0, 0, 65535]];
  if (objectStream) {
    const header = `1 0 2 ${catalog.length + 1} `;
    const packed = zlib.deflateSync(Buffer.from(`${header}${catalog}\n${pages}`, 'latin1'));
    rows.push([2, 4, 0], [2, 4, 1]);
    rows[3] = [1, length, 0];
    add(`3 0 obj\n${page}\nendobj\n`);
    rows[4] = [1, length, 0];
    add(
      `4 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    );
    add(packed);
    add('\nendstream\nendobj\n');
  } else {
    for (const [i, object] of [catalog, pages, page].entries()) {
      rows.push([1, length, 0]);
      add(`${i + 1} 0 obj\n${object}\nendobj\n`);
    }
  }
  const self = rows.length;
  const xref = length;
  rows.push([1, xref, 0]);
  // W [1 4 2]: 7 bytes a row, each row PNG-Up encoded against the row above.
  const raw = rows.map(([type, a, b]) => {
    const row = Buffer.alloc(7);
    row.writeUInt8(type, 0);
    row.writeUInt32BE(a, 1);
    row.writeUInt16BE(b, 5);
    return row;
  });
  const encoded = Buffer.concat(
    raw.map((row, r) =>
      Buffer.from([2, ...row.map((byte, c) => (byte - (r > 0 ? (raw[r - 1]?.[c] ?? 0) : 0)) & 0xff)]),
    ),
  );
  const data = zlib.deflateSync(encoded);
  add(
    `${self} 0 obj\n<< /Type /XRef /Size ${rows.length} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode ` +
      `/DecodeParms << /Columns 7 /Predictor 12 >> /Length ${data.length} >>\nstream\n`,
  );
  add(data);
  add(`\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
};

/** A two-page PDF as the app's own PDF library (pdfkit) writes it. */
export const renderPdfkitDocument = () =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('Keuringscertificaat springkussen');
    doc.addPage().text('Pagina 2');
    doc.end();
  });

/** A zip archive header: what a ".png" that is really a zip starts with. */
export const makeZip = () =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), Buffer.alloc(64, 1)]);

export const SVG_TEXT =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

export type UploadFields = {
  fileName?: string;
  contentType?: string;
  storageConfig?: unknown;
  assetType?: string;
  tags?: string[];
  lastModified?: string;
  /** Extra raw fields. */
  extra?: Record<string, string>;
  /** Extra file parts, sent after the asset (e.g. a second `asset`, or another field's file). */
  extraFiles?: Array<{ field: string; buffer: Buffer; fileName: string }>;
  /** Extra file parts sent before the asset. */
  filesBefore?: Array<{ field: string; buffer: Buffer; fileName: string }>;
};

/** A multipart body as a browser would send it to /api/asset.create. */
export const buildUploadForm = async (file: Buffer | null, fields: UploadFields = {}) => {
  const form = new FormData();
  const name = fields.fileName ?? 'bestand.png';
  const appendFile = (part: { field: string; buffer: Buffer; fileName: string }) =>
    form.append(part.field, new Blob([new Uint8Array(part.buffer)]), part.fileName);
  for (const part of fields.filesBefore ?? []) appendFile(part);
  if (file)
    form.append('asset', new Blob([new Uint8Array(file)], { type: fields.contentType ?? 'image/png' }), name);
  form.append('file_name', name);
  form.append('file_size', String(file?.length ?? 0));
  form.append('last_modified', fields.lastModified ?? String(Date.UTC(2026, 0, 15, 9, 30)));
  form.append('mime_type', fields.contentType ?? 'image/png');
  form.append(
    'storage_config',
    typeof fields.storageConfig === 'string'
      ? fields.storageConfig
      : JSON.stringify(fields.storageConfig ?? { disk: 'public', container: 'images' }),
  );
  form.append('asset_type', fields.assetType ?? 'asset/image');
  for (const tag of fields.tags ?? []) form.append('tags[]', tag);
  for (const [key, value] of Object.entries(fields.extra ?? {})) form.append(key, value);
  for (const part of fields.extraFiles ?? []) appendFile(part);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};

export const uploadAsset = async (t: TestApp, file: Buffer | null, fields: UploadFields = {}) => {
  const form = await buildUploadForm(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/asset.create',
    headers: { ...(await t.authHeaders()), ...form.headers },
    payload: form.payload,
  });
};

/** Every file under DATA_DIR/storage (relative paths), to prove nothing was left behind. */
export const listStoredFiles = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'storage');
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
};

export const countAssetRows = async (t: TestApp) => {
  const row = await t.ctx.db
    .selectFrom('assets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const getSettings = async (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/settings.get', headers: await t.authHeaders() });

export const setSettings = async (t: TestApp, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings.set',
    headers: await t.authHeaders(),
    payload: payload as Record<string, unknown>,
  });

/**
 * Gives an invoice number the way publishing does (allocateInvoiceNumber in a transaction) and
 * stores a bare published invoice with it; answers the number.
 */
export const publishNumberedInvoice = async (t: TestApp, invoiceDate: string) =>
  t.ctx.db.transaction().execute(async (trx) => {
    const number = await allocateInvoiceNumber({
      db: trx,
      kind: t.ctx.dbKind,
      template: (await readStoredSettings(trx)).numbering_invoice_template,
      invoiceDate,
    });
    const now = new Date().toISOString();
    await trx
      .insertInto('invoices')
      .values({
        uuid: randomUUID(),
        ...number,
        status: 'outstanding',
        invoice_date: invoiceDate,
        days_until_due: 14,
        due_date: invoiceDate,
        include_tax: 0,
        total_amount_cents: 0,
        published_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return number.invoice_id;
  });
