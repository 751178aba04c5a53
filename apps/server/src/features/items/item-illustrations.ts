import { escapeXmlText } from '@app/domain';
import sharp from 'sharp';

/** The kinds of demo pictures the seed draws; simple shapes, so no photos ship with the code. */
export type IllustrationKind =
  | 'castle'
  | 'slide'
  | 'obstacle'
  | 'table'
  | 'tent'
  | 'popcorn'
  | 'balloons'
  | 'confetti'
  | 'helium';

const shapes: Record<IllustrationKind, (a: string, b: string) => string> = {
  castle: (a, b) => `
    <rect x="120" y="170" width="360" height="170" rx="18" fill="${a}"/>
    <rect x="100" y="110" width="70" height="230" rx="14" fill="${b}"/>
    <rect x="430" y="110" width="70" height="230" rx="14" fill="${b}"/>
    <rect x="260" y="90" width="80" height="110" rx="14" fill="${b}"/>
    <circle cx="135" cy="105" r="32" fill="${a}"/><circle cx="465" cy="105" r="32" fill="${a}"/>
    <circle cx="300" cy="85" r="36" fill="${a}"/>
    <path d="M250 340 Q300 240 350 340 Z" fill="#ffffff" opacity="0.85"/>`,
  slide: (a, b) => `
    <rect x="380" y="90" width="110" height="250" rx="16" fill="${a}"/>
    <path d="M390 120 L110 330 L170 340 L420 170 Z" fill="${b}"/>
    <path d="M110 330 L200 340 L170 300 Z" fill="#ffffff" opacity="0.6"/>`,
  obstacle: (a, b) => `
    <rect x="60" y="200" width="480" height="140" rx="30" fill="${a}"/>
    <rect x="120" y="130" width="50" height="120" rx="20" fill="${b}"/>
    <rect x="260" y="110" width="50" height="140" rx="20" fill="${b}"/>
    <rect x="400" y="130" width="50" height="120" rx="20" fill="${b}"/>`,
  table: (a, b) => `
    <ellipse cx="300" cy="150" rx="170" ry="40" fill="${a}"/>
    <rect x="285" y="160" width="30" height="170" fill="${b}"/>
    <ellipse cx="300" cy="335" rx="90" ry="16" fill="${b}"/>`,
  tent: (a, b) => `
    <path d="M90 330 L150 150 L450 150 L510 330 Z" fill="#ffffff"/>
    <path d="M140 160 L300 60 L460 160 Z" fill="${a}"/>
    <rect x="250" y="220" width="100" height="110" fill="${b}"/>`,
  popcorn: (a, b) => `
    <rect x="190" y="110" width="220" height="200" rx="14" fill="${a}"/>
    <rect x="215" y="135" width="170" height="120" rx="8" fill="#fff6d5"/>
    <circle cx="260" cy="215" r="18" fill="#fff"/><circle cx="300" cy="200" r="20" fill="#fff"/><circle cx="340" cy="220" r="18" fill="#fff"/>
    <rect x="210" y="310" width="180" height="30" rx="6" fill="${b}"/>`,
  balloons: (a, b) => `
    <ellipse cx="220" cy="160" rx="70" ry="85" fill="${a}"/>
    <ellipse cx="370" cy="150" rx="70" ry="85" fill="${b}"/>
    <ellipse cx="300" cy="210" rx="60" ry="75" fill="#ffd23f"/>
    <path d="M220 245 Q260 300 300 340 M370 235 Q330 300 300 340 M300 285 L300 340" stroke="#555" stroke-width="3" fill="none"/>`,
  confetti: (a, b) =>
    Array.from({ length: 40 }, (_, i) => {
      const x = 60 + ((i * 97) % 480);
      const y = 60 + ((i * 53) % 280);
      const colour = [a, b, '#ffd23f', '#ffffff'][i % 4];
      return `<rect x="${x}" y="${y}" width="18" height="10" rx="3" fill="${colour}" transform="rotate(${(i * 37) % 180} ${x} ${y})"/>`;
    }).join(''),
  helium: (a, b) => `
    <rect x="240" y="110" width="120" height="230" rx="50" fill="${a}"/>
    <rect x="280" y="70" width="40" height="50" rx="8" fill="${b}"/>
    <text x="300" y="240" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">He</text>`,
};

/**
 * Views of one article, so an item can have several pictures: 0 the front, 1 from the other side
 * at an angle (mirrored and sheared, the sun on the left), 2 a close-up in the other colourway
 * (colours swapped, tilted and enlarged, on a darker backdrop).
 */
export type IllustrationView = 0 | 1 | 2;

export const ILLUSTRATION_VIEW_NAMES: Readonly<Record<IllustrationView, string>> = {
  0: 'voorkant',
  1: 'zijkant',
  2: 'detail',
};

const viewOf = (view: IllustrationView) => {
  if (view === 1) {
    // Seen at an angle from the other side: mirrored and sheared around the ground line.
    return {
      transform:
        'translate(600 0) scale(-1 1) translate(300 340) skewX(-16) scale(0.92 1) translate(-300 -340)',
      sunX: 80,
      swap: false,
      shade: 0,
    };
  }
  if (view === 2) {
    return {
      transform: 'rotate(-8 300 200) translate(-45 -15) scale(1.15)',
      sunX: 520,
      swap: true,
      shade: 0.18,
    };
  }
  return { transform: '', sunX: 520, swap: false, shade: 0 };
};

/** A 600×400 PNG: a coloured backdrop, the shape of the article (in the given view) and its name. */
export const drawIllustration = (
  kind: IllustrationKind,
  title: string,
  colours: [string, string, string],
  view: IllustrationView = 0,
) => {
  const [background, first, second] = colours;
  const { transform, sunX, swap, shade } = viewOf(view);
  const [a, b] = swap ? [second, first] : [first, second];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
    <rect width="600" height="400" fill="${background}"/>
    <rect width="600" height="400" fill="#000000" opacity="${shade}"/>
    <circle cx="${sunX}" cy="60" r="40" fill="#ffffff" opacity="0.35"/>
    <ellipse cx="300" cy="342" rx="260" ry="14" fill="#000000" opacity="0.12"/>
    <g transform="${transform}">${shapes[kind](a, b)}</g>
    <rect x="0" y="350" width="600" height="50" fill="#000000" opacity="0.25"/>
    <text x="24" y="384" font-family="sans-serif" font-size="26" font-weight="700" fill="#ffffff">${escapeXmlText(title)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};
