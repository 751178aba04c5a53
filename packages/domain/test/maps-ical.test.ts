import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressQuery,
  buildICalendar,
  dayRouteUrls,
  escapeICalText,
  foldICalLine,
  formatDistance,
  formatDuration,
  mapsDirectionsUrl,
  telHref,
} from '../src/index.ts';

const paramsOf = (url: string) => new URL(url).searchParams;

describe('maps links', () => {
  it('writes an address as one searchable line without the second address line', () => {
    expect(
      addressQuery({
        address_line_1: 'Kerkstraat  1',
        address_line_2: '2e verdieping',
        postal_code: '3511 AA',
        city: 'Utrecht',
        country: 'Nederland',
      }),
    ).toBe('Kerkstraat 1, 3511 AA Utrecht, Nederland');
    expect(addressQuery({ city: 'Gent', country: 'België' })).toBe('Gent, België');
    expect(addressQuery({ address_line_1: 'Dorpsweg 2', country: 'nl' })).toBe('Dorpsweg 2, Nederland');
    expect(addressQuery({ country: 'Nederland' })).toBeNull();
    expect(addressQuery(null)).toBeNull();
  });

  it('builds a universal Google Maps directions link', () => {
    const url = mapsDirectionsUrl({ origin: 'Markt 1, Gouda', destination: 'Kerkstraat 1, Utrecht' });
    expect(url.startsWith('https://www.google.com/maps/dir/?')).toBe(true);
    const p = paramsOf(url);
    expect(p.get('api')).toBe('1');
    expect(p.get('origin')).toBe('Markt 1, Gouda');
    expect(p.get('destination')).toBe('Kerkstraat 1, Utrecht');
    expect(p.get('travelmode')).toBe('driving');
    expect(p.has('waypoints')).toBe(false);
    expect(paramsOf(mapsDirectionsUrl({ destination: 'X' })).has('origin')).toBe(false);
  });

  it('makes one round trip from the company along the stops, each address once in a row', () => {
    const [url, ...rest] = dayRouteUrls('Depot 1, Gouda', [
      'A 1, Delft',
      'A 1, Delft',
      'B 2, Leiden',
      'C & D 3, Den Haag',
    ]);
    expect(rest).toEqual([]);
    const p = paramsOf(url as string);
    expect(p.get('origin')).toBe('Depot 1, Gouda');
    expect(p.get('destination')).toBe('Depot 1, Gouda');
    expect(p.get('waypoints')).toBe('A 1, Delft|B 2, Leiden|C & D 3, Den Haag');
    expect(url).toContain('waypoints=A+1%2C+Delft%7CB+2');
  });

  it('splits a long day into legs of at most nine stops that join up', () => {
    const stops = Array.from({ length: 20 }, (_, i) => `Straat ${i + 1}, Gouda`);
    const urls = dayRouteUrls('Depot', stops);
    expect(urls).toHaveLength(3);
    const legs = urls.map(paramsOf);
    const visited: string[] = [];
    legs.forEach((p, i) => {
      const waypoints = p.get('waypoints')?.split('|') ?? [];
      expect(waypoints.length).toBeLessThanOrEqual(9);
      if (i > 0) expect(p.get('origin')).toBe(legs[i - 1]?.get('destination'));
      visited.push(...waypoints, p.get('destination') as string);
    });
    expect(visited).toEqual([...stops, 'Depot']);
  });

  it('starts at the phone without a company address', () => {
    const [url] = dayRouteUrls(null, ['A', 'B']);
    const p = paramsOf(url as string);
    expect(p.has('origin')).toBe(false);
    expect(p.get('waypoints')).toBe('A');
    expect(p.get('destination')).toBe('B');
    expect(dayRouteUrls('Depot', [])).toEqual([]);
  });

  it('dials a phone number as typed', () => {
    expect(telHref('06-12 34 56 78')).toBe('tel:0612345678');
    expect(telHref('+31 (0)20 123 4567')).toBe('tel:+310201234567');
    expect(telHref('  ')).toBeNull();
    expect(telHref(null)).toBeNull();
  });
});

describe('distance and duration formats (§9)', () => {
  it('shows metres below 1000 and kilometres with a decimal comma', () => {
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(12_345)).toBe('12,3 km');
  });

  it('shows durations in Dutch hours and minutes', () => {
    expect(formatDuration(2700)).toMatch(/^45 min/);
    expect(formatDuration(7200)).toBe('2 uur');
    expect(formatDuration(3900)).toMatch(/^1 uur (en )?5 min/);
  });
});

const anyCodePoints = (maxLength: number) =>
  fc
    .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength })
    .map((codePoints) => String.fromCodePoint(...codePoints));

describe('iCalendar', () => {
  it('escapes text values', () => {
    expect(escapeICalText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    fc.assert(
      // Any code point, lone surrogates included (what `fc.string({ unit: 'binary' })` gives, whose
      // generation alone took seconds for 100 strings and timed the test out on a busy machine).
      fc.property(anyCodePoints(400), (text) => {
        const line = `DESCRIPTION:${text.replace(/[\r\n]/g, '')}`;
        const folded = foldICalLine(line);
        const physical = folded.split('\r\n');
        for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
        for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
        expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
      }),
    );
  });

  it('writes CRLF lines, a VTIMEZONE, and events with UID and DTSTAMP', () => {
    const ics = buildICalendar({
      name: 'Agenda',
      now: new Date('2026-12-01T10:00:00Z'),
      events: [
        {
          uid: 'delivery-1@verhuur',
          date: '2026-12-12',
          startTime: '08:00',
          endTime: '10:00',
          summary: 'Bezorging: Springkussen, groot',
          location: 'Kerkstraat 1, 3511 AA Utrecht',
        },
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Amsterdam');
    expect(ics).toContain('DTSTART;TZID=Europe/Amsterdam:20261212T080000');
    expect(ics).toContain('DTSTAMP:20261201T100000Z');
    expect(ics).toContain('UID:delivery-1@verhuur');
    expect(ics).toContain('SUMMARY:Bezorging: Springkussen\\, groot');
  });
});
