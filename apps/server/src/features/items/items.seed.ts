import type { ItemWriteRequest } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import { storeFile } from '../assets/index.ts';
import { createCategory } from './create-category.ts';
import { createItem } from './create-item.ts';
import { createUnit } from './create-unit.ts';
import {
  drawIllustration,
  ILLUSTRATION_VIEW_NAMES,
  type IllustrationKind,
  type IllustrationView,
} from './item-illustrations.ts';

type SeedItem = ItemWriteRequest & {
  name: string;
  category: string;
  picture: IllustrationKind;
  colours: [string, string, string];
  /** Pictures of the item: 1 (the front) up to 3 views; see IllustrationView. */
  views?: 1 | 2 | 3;
  /** Serial numbers of rentable units, or quantities of sellable stock rows. */
  serials?: string[];
  quantities?: number[];
  /** A package's articles by name (seeded before it) and how many per set. */
  parts?: { name: string; quantity: number }[];
};

const CATEGORIES = ['Springkussens', 'Opblaasbare attracties', 'Feestartikelen', 'Verkoop'] as const;

const VIEWS_BY_PICTURE: Partial<Record<IllustrationKind, 2 | 3>> = { castle: 3, slide: 2, obstacle: 2 };

const rentable = (
  name: string,
  category: string,
  picture: IllustrationKind,
  colours: [string, string, string],
  priceCents: number,
  serialPrefix: string,
  units: number,
  extra: Partial<SeedItem> = {},
): SeedItem => ({
  name,
  category,
  picture,
  colours,
  type: 'rentable',
  status: 'active',
  price: priceCents,
  // Bouncy castles get three views, the other inflatables two, so their thumbnails form a grid.
  views: VIEWS_BY_PICTURE[picture] ?? 1,
  serials: Array.from({ length: units }, (_, i) => `${serialPrefix}-${String(i + 1).padStart(3, '0')}`),
  ...extra,
});

const DEMO_ITEMS: SeedItem[] = [
  rentable(
    'Springkasteel Jungle',
    'Springkussens',
    'castle',
    ['#cdeac0', '#3a9d23', '#f29e4c'],
    12_500,
    'SK-2024',
    3,
    {
      brand: 'JumpKing',
      dimensions: '5 x 4 x 3,5 m',
      weight: 85,
      sku: 'SK-JUNGLE',
      ean: '8712345000011',
      description:
        'Kleurrijk springkasteel met junglethema voor kinderen van 3 tot 12 jaar. Geleverd met blower, grondzeil en haringen. Opbouw ongeveer 20 minuten.',
    },
  ),
  rentable(
    'Springkasteel Prinses',
    'Springkussens',
    'castle',
    ['#fde2f3', '#e75a9b', '#9b5de5'],
    12_500,
    'SK-2023',
    2,
    {
      brand: 'JumpKing',
      dimensions: '4 x 4 x 3 m',
      weight: 70,
      sku: 'SK-PRINSES',
      description: 'Roze prinsessenkasteel met torentjes; geschikt voor tuin en schoolplein.',
    },
  ),
  rentable(
    'Springkussen Piraten',
    'Springkussens',
    'castle',
    ['#d6ecff', '#1d70b8', '#f4c430'],
    9_500,
    'SK-2022',
    2,
    {
      brand: 'AirFun',
      dimensions: '4 x 3 x 2,5 m',
      weight: 55,
      sku: 'SK-PIRAAT',
    },
  ),
  rentable(
    'Springkussen Mini Dino',
    'Springkussens',
    'castle',
    ['#fff3c4', '#7cb518', '#fb8500'],
    6_500,
    'SK-2025',
    1,
    {
      brand: 'AirFun',
      dimensions: '3 x 3 x 2 m',
      weight: 35,
      description: 'Klein springkussen voor peuters (tot 6 jaar), ook binnen te gebruiken.',
    },
  ),
  rentable(
    'Opblaasbare glijbaan Tropical',
    'Opblaasbare attracties',
    'slide',
    ['#c9f2ff', '#00a6a6', '#ff7b00'],
    17_500,
    'GL-2024',
    2,
    {
      brand: 'JumpKing',
      dimensions: '8 x 4 x 5,5 m',
      weight: 140,
      sku: 'GL-TROPICAL',
      deposit: 5_000,
    },
  ),
  rentable(
    'Stormbaan Survivor 12 m',
    'Opblaasbare attracties',
    'obstacle',
    ['#e6e6ff', '#5a4fcf', '#ff595e'],
    22_500,
    'SB-2024',
    2,
    {
      brand: 'AirFun',
      dimensions: '12 x 3 x 3 m',
      weight: 180,
      sku: 'SB-SURVIVOR',
      description: 'Stormbaan met klimwand, tunnels en glijbaan; ideaal voor sportdagen en bedrijfsfeesten.',
      // Its own staffel (Prijzen): 2 days cost 1,6 day prices, 3 days 2; each day after +0,5.
      day_factors: [
        { days: 1, factor: 1 },
        { days: 2, factor: 1.6 },
        { days: 3, factor: 2 },
      ],
      deposit: 10_000,
    },
  ),
  rentable(
    'Partytent 3 x 6 m',
    'Feestartikelen',
    'tent',
    ['#e8f4ea', '#2a9d8f', '#264653'],
    4_500,
    'PT-2023',
    3,
    {
      dimensions: '3 x 6 m',
      weight: 38,
      sku: 'PT-36',
    },
  ),
  rentable(
    'Statafel met hoes',
    'Feestartikelen',
    'table',
    ['#f1f1f1', '#ffffff', '#6c757d'],
    750,
    'ST-2022',
    6,
    {
      dimensions: 'Ø 80 cm, hoogte 110 cm',
      weight: 9.5,
      sku: 'ST-80',
    },
  ),
  rentable(
    'Klaptafel 180 cm',
    'Feestartikelen',
    'table',
    ['#fbf3e4', '#c8a165', '#7f5539'],
    600,
    'KT-2022',
    4,
    {
      dimensions: '180 x 75 cm',
      weight: 14,
      sku: 'KT-180',
    },
  ),
  rentable(
    'Popcornmachine Deluxe',
    'Feestartikelen',
    'popcorn',
    ['#fff0f0', '#d62828', '#003049'],
    3_500,
    'PC-2024',
    2,
    {
      brand: 'Nostalgia',
      dimensions: '50 x 40 x 70 cm',
      weight: 12,
      sku: 'PC-DELUXE',
      description: 'Popcornmachine inclusief 50 porties mais, olie en zakjes.',
    },
  ),
  {
    name: 'Ballonnen assorti (100 stuks)',
    category: 'Verkoop',
    picture: 'balloons',
    colours: ['#eef6ff', '#ef476f', '#118ab2'],
    type: 'sellable',
    status: 'active',
    price: 1_295,
    sku: 'VK-BALLON-100',
    ean: '8712345000509',
    quantities: [42],
  },
  {
    name: 'Confetti kanon',
    category: 'Verkoop',
    picture: 'confetti',
    colours: ['#2b2d42', '#ffd166', '#06d6a0'],
    type: 'sellable',
    status: 'active',
    price: 495,
    sku: 'VK-CONFETTI',
    quantities: [60],
  },
  {
    name: 'Gasfles helium 2,2 liter',
    category: 'Verkoop',
    picture: 'helium',
    colours: ['#e9f5db', '#4361ee', '#adb5bd'],
    type: 'sellable',
    status: 'active',
    price: 3_495,
    sku: 'VK-HELIUM-22',
    weight: 3.2,
    quantities: [8],
  },
  {
    name: 'Slingers feestpakket',
    category: 'Verkoop',
    picture: 'confetti',
    colours: ['#fff8e7', '#f77f00', '#8338ec'],
    type: 'sellable',
    status: 'paused',
    price: 895,
    quantities: [0],
  },
  {
    // A package (pakket): one line on the invoice, every part reserved with it.
    name: 'Feestpakket',
    category: 'Feestartikelen',
    picture: 'castle',
    colours: ['#fff4d6', '#1d70b8', '#f4c430'],
    views: 1,
    type: 'bundle',
    status: 'active',
    price: 12_500,
    sku: 'PK-FEEST',
    description:
      'Springkussen Piraten, twee statafels met hoes en een popcornmachine in één pakket: voordeliger dan los.',
    day_factors: [
      { days: 1, factor: 1 },
      { days: 2, factor: 1.5 },
      { days: 3, factor: 1.75 },
    ],
    parts: [
      { name: 'Springkussen Piraten', quantity: 1 },
      { name: 'Statafel met hoes', quantity: 2 },
      { name: 'Popcornmachine Deluxe', quantity: 1 },
    ],
  },
];

/**
 * The catalogue of "Springplezier Verhuur": bouncy castles and inflatables with serial-numbered
 * units and two or three drawn pictures each (front, other side, detail), party gear for rent,
 * sellable goods with stock, and the price features shown on real articles: a package
 * (Feestpakket), a borg (the stormbaan and the glijbaan) and an article's own staffel (the
 * stormbaan, the package). The company's own rules stay the default (days × day price, no weekend
 * rate): the end-to-end specs price against them. Its reservations are made by the orders seed: every demo reservation
 * belongs to an order.
 */
export const seedItems = async (ctx: AppContext) => {
  const categoryIds = new Map<string, number>();
  for (const name of CATEGORIES) categoryIds.set(name, (await createCategory({ ctx, name })).id);

  const idsByName = new Map<string, number>();
  for (const { category, picture, colours, views = 1, serials, quantities, parts, ...form } of DEMO_ITEMS) {
    const slug = form.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const viewList = ([0, 1, 2] as const).slice(0, views);
    // Drawn side by side, stored in order (the first is the cover).
    const buffers = await Promise.all(
      viewList.map((view: IllustrationView) => drawIllustration(picture, form.name, colours, view)),
    );
    const imageIds: number[] = [];
    for (const [i, buffer] of buffers.entries()) {
      const view = viewList[i] ?? 0;
      const image = await storeFile({
        ctx,
        input: {
          buffer,
          fileName: view === 0 ? `${slug}.png` : `${slug}-${ILLUSTRATION_VIEW_NAMES[view]}.png`,
          container: 'thumbnails',
          assetType: 'asset/image',
          tags: ['artikel'],
        },
      });
      imageIds.push(image.id);
    }
    const item = await createItem({
      ctx,
      body: {
        ...form,
        category_id: categoryIds.get(category) ?? null,
        images: imageIds,
        ...(parts
          ? {
              components: parts.map((part) => ({
                item_id: idsByName.get(part.name) ?? 0,
                quantity: part.quantity,
              })),
            }
          : {}),
      },
    });
    idsByName.set(form.name, item.id);
    for (const serial of serials ?? []) {
      await createUnit({ ctx, body: { item_id: item.id, serial_number: serial } });
    }
    for (const quantity of quantities ?? []) {
      await createUnit({ ctx, body: { item_id: item.id, serial_number: null, quantity } });
    }
  }
};
