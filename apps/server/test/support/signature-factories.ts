import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A PNG like the signature pad makes: transparent, with a dark wavy stroke across it, so it is
 * neither empty nor one colour.
 */
export const signaturePng = async (width = 800, height = 300) => {
  const raw = Buffer.alloc(width * height * 4);
  for (let x = Math.floor(width * 0.05); x < width * 0.95; x++) {
    const y = Math.round(height / 2 + (height / 5) * Math.sin(x / 40));
    for (let dy = -2; dy <= 2; dy++) {
      const row = Math.min(height - 1, Math.max(0, y + dy));
      raw.set([17, 24, 39, 255], (row * width + x) * 4);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
};

/** A PNG of random noise: real, but far over 200 KB (noise does not compress). */
export const noisePng = (width = 400, height = 400) =>
  sharp(randomBytes(width * height * 4), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

/** A PNG of one colour all over: what an untouched pad gives. */
export const blankPng = (width = 800, height = 300) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
