import path from 'node:path';
import { ASSET_MESSAGES, type AssetType } from '@app/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { pdfProblem } from './pdf-check.ts';

/** What we store for each accepted type: the extension of generated keys and the served MIME type. */
const ACCEPTED = {
  'image/png': { ext: 'png', kind: 'image' },
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
  'application/pdf': { ext: 'pdf', kind: 'document' },
} as const;

export type AcceptedMime = keyof typeof ACCEPTED;
export const extensionOf = (mime: AcceptedMime) => ACCEPTED[mime].ext;

export const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

// Larger images are almost certainly a decompression bomb, not a logo or product photo.
const MAX_INPUT_PIXELS = 60_000_000;
const THUMBNAIL_SIZE = 400;
const FILE_NAME_MAX_LENGTH = 160;

const refuse = (message: string, field = 'asset') =>
  new AppError('validation_failed', message, { [field]: [message] });

const formatMegabytes = (bytes: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

export const tooLargeError = (maxBytes: number) =>
  new AppError('payload_too_large', ASSET_MESSAGES.tooLarge(formatMegabytes(maxBytes)));

/** SVG is text, so file-type does not see it; it may carry scripts, so it is refused outright. */
const looksLikeSvg = (buffer: Buffer) => {
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .toLowerCase();
  return head.includes('<svg');
};

/**
 * Decides the type from the bytes, never from the name or the client's MIME type, and checks it
 * against the asset type the client asked for.
 */
export const detectFileType = async (
  buffer: Buffer,
  assetType: AssetType,
  maxBytes: number,
): Promise<AcceptedMime> => {
  if (buffer.length === 0) throw refuse(ASSET_MESSAGES.emptyFile);
  if (buffer.length > maxBytes) throw tooLargeError(maxBytes);
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || detected.mime === 'application/xml' || detected.ext === 'svg') {
    throw refuse(looksLikeSvg(buffer) ? ASSET_MESSAGES.svgRefused : ASSET_MESSAGES.unsupportedType);
  }
  const accepted = ACCEPTED[detected.mime as AcceptedMime];
  if (!accepted) throw refuse(ASSET_MESSAGES.unsupportedType);
  if (assetType === 'asset/image' && accepted.kind !== 'image') throw refuse(ASSET_MESSAGES.imageExpected);
  if (assetType === 'asset/document' && accepted.kind !== 'document')
    throw refuse(ASSET_MESSAGES.documentExpected);
  return detected.mime as AcceptedMime;
};

export type ProcessedImage = { data: Buffer; thumbnail: Buffer };

/**
 * Re-encodes the image in its own format: applies the EXIF orientation and drops all metadata
 * (location, camera) and anything appended to the pixels; also makes a 400px WebP thumbnail.
 */
export const processImage = async (buffer: Buffer, mime: AcceptedMime): Promise<ProcessedImage> => {
  // The header tells the size without decoding, so a too-large image gets its own message instead
  // of sharp's pixel-limit error showing up as "cannot be read".
  let pixels: number;
  try {
    const { width, height } = await sharp(buffer).metadata();
    pixels = width * height;
  } catch {
    throw refuse(ASSET_MESSAGES.unreadableImage);
  }
  if (pixels > MAX_INPUT_PIXELS) throw refuse(ASSET_MESSAGES.tooManyPixels);
  try {
    const base = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const encoded =
      mime === 'image/png'
        ? base.png()
        : mime === 'image/jpeg'
          ? base.jpeg({ quality: 90 })
          : base.webp({ quality: 90 });
    const data = await encoded.toBuffer();
    const thumbnail = await sharp(data)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { data, thumbnail };
  } catch {
    throw refuse(ASSET_MESSAGES.unreadableImage);
  }
};

/**
 * A PDF must be one pdf-lib can load, not only start with %PDF- and end with %%EOF: a truncated
 * upload or another file dressed up as a PDF is refused instead of stored, an encrypted one
 * pdf-lib cannot load as one that cannot be checked. And it
 * must be inert: stored PDFs are served inline from the app's own origin, so one carrying
 * JavaScript or a launch action is refused (pdf-check.ts, pdf-active-content.ts).
 */
export const checkPdf = async (buffer: Buffer) => {
  const problem = await pdfProblem(buffer);
  if (problem?.kind === 'broken') throw refuse(ASSET_MESSAGES.brokenPdf);
  if (problem?.kind === 'uncheckable') throw refuse(ASSET_MESSAGES.uncheckablePdf);
  if (problem?.kind === 'active') throw refuse(ASSET_MESSAGES.activePdf);
};

/**
 * The client's file name is display metadata only: the last path segment, without control or
 * bidi-override characters, at most 160 characters (keeping the extension). Names that try to
 * climb directories ('../') are refused outright.
 */
export const sanitiseFileName = (raw: string | undefined, fallbackExt: string): string => {
  const value = (raw ?? '').normalize('NFC');
  if (/(^|[\\/])\.\.([\\/]|$)/.test(value)) throw refuse(ASSET_MESSAGES.badFileName, 'file_name');
  const base = value
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!base || /^\.+$/.test(base)) return `bestand.${fallbackExt}`;
  const chars = Array.from(base);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return base;
  const ext = path.extname(base).slice(0, 10);
  return `${chars.slice(0, FILE_NAME_MAX_LENGTH - ext.length).join('')}${ext}`;
};

/** The client's "last modified" (File.lastModified in ms, or an ISO date) as an ISO instant; bad values are dropped. */
export const normaliseLastModified = (raw: string | number | undefined | null): string | null => {
  if (raw === undefined || raw === null || raw === '') return null;
  const ms = typeof raw === 'number' || /^\d{1,15}$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date.toISOString() : null;
};
