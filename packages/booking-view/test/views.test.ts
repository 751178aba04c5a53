import type { BookingItem } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarView,
  catalogueCards,
  el,
  filterItems,
  isFreeDay,
  nextRange,
  renderToString,
  serializeBoot,
  type VNode,
} from '../src/index.ts';

const textsOf = (node: VNode | string): string[] =>
  typeof node === 'string' ? [node] : node.children.flatMap(textsOf);
const nodesOf = (node: VNode | string): VNode[] =>
  typeof node === 'string' ? [] : [node, ...node.children.flatMap(nodesOf)];

describe('renderToString: one renderer for server and browser', () => {
  it('writes elements, boolean and void attributes, and skips null, undefined and false', () => {
    const html = renderToString(
      el(
        'p',
        { class: 'x', hidden: true, title: null, id: undefined, disabled: false },
        'a',
        1,
        null,
        el('br'),
      ),
    );
    expect(html).toBe('<p class="x" hidden>a1<br></p>');
  });

  it('never turns text or an attribute value into markup', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, value) => {
        const html = renderToString(el('span', { title: value }, text));
        const parts = /^<span title="([^"<>]*)">([^<>]*)<\/span>$/.exec(html);
        expect(parts).not.toBeNull();
        const decode = (s: string) =>
          s.replace(
            /&(lt|gt|quot|#39|amp);/g,
            (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e] ?? '',
          );
        expect(decode(parts?.[1] ?? '')).toBe(value);
        expect(decode(parts?.[2] ?? '')).toBe(text);
      }),
    );
  });

  it('keeps the boot data inside its script element whatever the texts hold', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const json = serializeBoot({
          path: '/boeken',
          today: '2026-11-28',
          catalogue: null,
          item: null,
          free: [[name, 1]],
        });
        expect(json.toLowerCase()).not.toContain('</script');
        expect(json).not.toContain('<!--');
        expect(JSON.parse(json).free[0][0]).toBe(name);
      }),
    );
  });
});

describe('the calendar', () => {
  const today = '2026-11-28';
  const free = new Map([
    ['2026-11-27', 1],
    ['2026-11-28', 2],
    ['2026-11-29', 1],
    ['2026-11-30', 0],
  ]);

  it('has a button per day of the month; only free days from today on are enabled', () => {
    const view = calendarView({ today, offset: 0, range: null, free });
    const days = nodesOf(view).filter((n) => n.props['data-day']);
    expect(days).toHaveLength(30);
    expect(days.filter((d) => !d.props.disabled).map((d) => d.props['data-day'])).toEqual([
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(textsOf(view)).toContain('november 2026');
    // November 2026 starts on a Sunday: six empty cells after the seven weekday names.
    const grid = nodesOf(view).find((n) => n.props.class === 'cal-grid');
    expect(grid?.children.slice(7, 13).every((c) => typeof c !== 'string' && c.children.length === 0)).toBe(
      true,
    );
  });

  it('shows the chosen range pressed and another month ahead', () => {
    const view = calendarView({ today, offset: 0, range: { from: '2026-11-28', until: '2026-11-29' }, free });
    const pressed = nodesOf(view).filter((n) => n.props['aria-pressed'] === 'true');
    expect(pressed.map((n) => n.props['data-day'])).toEqual(['2026-11-28', '2026-11-29']);
    const next = calendarView({ today, offset: 2, range: null, free: new Map() });
    expect(textsOf(next)).toContain('januari 2027');
    expect(nodesOf(next).filter((n) => n.props['data-day'])).toHaveLength(31);
  });

  it('picks a range: start, then an end over free days only; single picks one day', () => {
    const allFree = () => true;
    const first = nextRange({ range: null, day: '2026-12-04', single: false, isFree: allFree });
    expect(first).toEqual({ from: '2026-12-04', until: '2026-12-04' });
    expect(nextRange({ range: first, day: '2026-12-06', single: false, isFree: allFree })).toEqual({
      from: '2026-12-04',
      until: '2026-12-06',
    });
    // Before the start, or over a taken day: the tap starts again.
    expect(nextRange({ range: first, day: '2026-12-01', single: false, isFree: allFree })).toEqual({
      from: '2026-12-01',
      until: '2026-12-01',
    });
    const taken = (d: string) => d !== '2026-12-05';
    expect(nextRange({ range: first, day: '2026-12-06', single: false, isFree: taken })).toEqual({
      from: '2026-12-06',
      until: '2026-12-06',
    });
    expect(nextRange({ range: first, day: '2026-12-06', single: true, isFree: allFree })).toEqual({
      from: '2026-12-06',
      until: '2026-12-06',
    });
  });

  it('never picks a range with a day that is not free (property)', () => {
    const start = '2026-12-01';
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 30 })),
        (taps, takenOffsets) => {
          const taken = new Set(takenOffsets.map((n) => addDays(start, n)));
          const map = new Map(
            Array.from({ length: 31 }, (_, i) => [addDays(start, i), taken.has(addDays(start, i)) ? 0 : 1]),
          );
          const isFree = (d: string) => isFreeDay('2026-11-28', map, d);
          let range: ReturnType<typeof nextRange> = null;
          for (const tap of taps) {
            const day = addDays(start, tap);
            if (!isFree(day)) continue; // a taken day's button is disabled
            range = nextRange({ range, day, single: false, isFree });
            for (let d = range?.from ?? ''; range && d <= range.until; d = addDays(d, 1))
              expect(isFree(d)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the catalogue', () => {
  const item = (over: Partial<BookingItem>): BookingItem => ({
    slug: 'x',
    name: 'X',
    type: 'rentable',
    price: 10_000,
    description: null,
    category: null,
    image_url: null,
    max_quantity: 1,
    ...over,
  });
  const items = [
    item({ slug: 'zee', name: 'Zeekasteel', category: 'Springkussens', image_url: '/a.webp' }),
    item({
      slug: 'jungle',
      name: 'Springkasteel Jungle',
      category: 'Springkussens',
      description: 'Met apen',
    }),
    item({ slug: 'tafel', name: 'Klaptafel', type: 'sellable', price: 600, category: 'Feest' }),
  ];

  it('searches name and description in any case, and filters by category', () => {
    expect(filterItems(items, ' APEN ', '').map((i) => i.slug)).toEqual(['jungle']);
    expect(filterItems(items, 'kasteel', 'Springkussens').map((i) => i.slug)).toEqual(['zee', 'jungle']);
    expect(filterItems(items, '', 'Feest').map((i) => i.slug)).toEqual(['tafel']);
    expect(filterItems(items, 'niets', '')).toEqual([]);
  });

  it('draws a card per article with its price, or the empty text', () => {
    const html = catalogueCards(items).map(renderToString).join('');
    expect(html).toContain('href="/boeken/artikel/zee"');
    expect(html).toContain('€\u00a0100,00 per dag');
    expect(html).toContain('€\u00a06,00 per stuk');
    // The first photo is asked for first (the largest paint on a phone).
    expect(html).toContain(
      'src="/a.webp" alt="" width="400" height="300" loading="eager" fetchpriority="high"',
    );
    expect(catalogueCards([]).map(renderToString).join('')).toBe(
      '<p class="muted">Geen artikelen gevonden.</p>',
    );
  });
});
