import type { Locator } from '@playwright/test';

/**
 * The computed colour of a CSS property as sRGB [r, g, b], whatever notation the browser reports
 * (Tailwind 4 uses oklch): the colour is painted on a 1×1 canvas and read back.
 */
export async function rgbOf(locator: Locator, property: 'color' | 'background-color' | 'border-color') {
  return locator.evaluate((el, prop) => {
    const value = getComputedStyle(el).getPropertyValue(prop);
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.fillStyle = value;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as const;
  }, property);
}

/** Red-ish, also a pale tint: red exceeds both green and blue. */
export const isReddish = ([r, g, b]: readonly [number, number, number]) => r - Math.max(g, b) >= 8;
