import { createHash } from 'node:crypto';
import {
  MAX_SIGNATURE_PNG_BYTES,
  MAX_SIGNATURE_PNG_SIDE,
  SIGNATURE_DATA_URL_PREFIX,
  SIGNATURE_MESSAGES,
} from '@app/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export type SignaturePng = { png: Buffer; width: number; height: number; sha256: string };

const FIELD = 'signature_png';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const refused = (message: string) => new AppError('validation_failed', message, { [FIELD]: [message] });
const tooLarge = () =>
  new AppError('payload_too_large', SIGNATURE_MESSAGES.pngTooLarge, {
    [FIELD]: [SIGNATURE_MESSAGES.pngTooLarge],
  });

/** A PNG from the data URL's bytes: the size first (before decoding anything), then the magic bytes. */
const bytesOf = (dataUrl: string): Buffer => {
  if (dataUrl.slice(0, SIGNATURE_DATA_URL_PREFIX.length).toLowerCase() !== SIGNATURE_DATA_URL_PREFIX)
    throw refused(SIGNATURE_MESSAGES.pngNotDataUrl);
  const base64 = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (base64.length === 0) throw refused(SIGNATURE_MESSAGES.pngRequired);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw refused(SIGNATURE_MESSAGES.pngInvalid);
  if ((base64.length / 4) * 3 - (base64.match(/=+$/)?.[0].length ?? 0) > MAX_SIGNATURE_PNG_BYTES)
    throw tooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    throw refused(SIGNATURE_MESSAGES.pngInvalid);
  return bytes;
};

/**
 * Judges the signature the renter drew: a data URL of a real PNG (magic bytes, a header sharp
 * reads as PNG, at most 2000 × 2000 pixels, checked before any decoding, and pixels that decode
 * to the end), at most 200 KB, and not empty (one colour all over). What is kept is the image
 * re-encoded by sharp: the same pixels as an 8-bit PNG without any metadata or trailing bytes,
 * which the handover PDF can always embed; it too stays within 200 KB.
 */
export const readSignaturePng = async (dataUrl: string): Promise<SignaturePng> => {
  const bytes = bytesOf(dataUrl);
  const limitInputPixels = MAX_SIGNATURE_PNG_SIDE * MAX_SIGNATURE_PNG_SIDE;
  // The header alone tells format and size, before a single pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw refused(SIGNATURE_MESSAGES.pngInvalid);
    });
  if (meta.format !== 'png' || !meta.width || !meta.height) throw refused(SIGNATURE_MESSAGES.pngInvalid);
  if (meta.width > MAX_SIGNATURE_PNG_SIDE || meta.height > MAX_SIGNATURE_PNG_SIDE)
    throw refused(SIGNATURE_MESSAGES.pngTooManyPixels);
  let png: Buffer;
  let uniform: boolean;
  try {
    // failOn 'warning': a truncated or corrupt stream is an error, not a half image.
    const image = sharp(bytes, { limitInputPixels, failOn: 'warning' });
    const stats = await image.clone().stats();
    uniform = stats.channels.every((channel) => channel.min === channel.max);
    png = await image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  } catch {
    throw refused(SIGNATURE_MESSAGES.pngInvalid);
  }
  if (uniform) throw refused(SIGNATURE_MESSAGES.pngEmpty);
  if (png.length > MAX_SIGNATURE_PNG_BYTES) throw tooLarge();
  return {
    png,
    width: meta.width,
    height: meta.height,
    sha256: createHash('sha256').update(png).digest('hex'),
  };
};
