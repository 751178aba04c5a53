import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRoute, type RouteStop, respectsWindows, type TravelMatrix, tripTotal } from '../src/index.ts';

const WINDOWS = ['08:00-10:00', '10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00'];

/** Straight-line metres between points on a grid; index 0 is the company. */
const matrixOf = (points: ReadonlyArray<[number, number]>): TravelMatrix => {
  const distances = points.map(([x1, y1]) =>
    points.map(([x2, y2]) => Math.round(Math.hypot(x2 - x1, y2 - y1))),
  );
  return { distances, durations: distances.map((row) => row.map((d) => Math.round(d / 15))) };
};

const keysToLocations = (stops: readonly RouteStop[], keys: readonly string[]) =>
  keys.map((key) => stops.find((s) => s.key === key)?.location ?? -1);

describe('planRoute', () => {
  it('drives round the block instead of crossing it', () => {
    // Company at the corner of a 1 km square; the stops are the other three corners.
    const m = matrixOf([
      [0, 0],
      [1000, 1000],
      [0, 1000],
      [1000, 0],
    ]);
    const stops: RouteStop[] = [
      { key: 'diagonal', window: '08:00-10:00', location: 1 },
      { key: 'north', window: '08:00-10:00', location: 2 },
      { key: 'east', window: '08:00-10:00', location: 3 },
    ];
    const plan = planRoute(stops, m);
    expect([
      ['north', 'diagonal', 'east'],
      ['east', 'diagonal', 'north'],
    ]).toContainEqual(plan.order);
    expect(plan.distance).toBe(4000);
    expect(plan.duration).toBe(4 * 67);
    expect(plan.unlocated).toEqual([]);
  });

  it('keeps the windows in order even when that drives further', () => {
    const m = matrixOf([
      [0, 0],
      [10_000, 0],
      [100, 0],
    ]);
    const plan = planRoute(
      [
        { key: 'far-early', window: '08:00-10:00', location: 1 },
        { key: 'near-late', window: '14:00-16:00', location: 2 },
      ],
      m,
    );
    expect(plan.order).toEqual(['far-early', 'near-late']);
    expect(plan.distance).toBe(10_000 + 9_900 + 100);
  });

  it('puts stops without a known distance last in their window and leaves them out of the totals', () => {
    const m = matrixOf([
      [0, 0],
      [1000, 0],
      [2000, 0],
    ]);
    const distances = m.distances.map((row) => [...row, null]);
    distances.push([null, null, null, 0]);
    const durations = m.durations.map((row) => [...row, null]);
    durations.push([null, null, null, 0]);
    const plan = planRoute(
      [
        { key: 'unknown', window: '08:00-10:00', location: 3 },
        { key: 'two', window: '08:00-10:00', location: 2 },
        { key: 'one', window: '08:00-10:00', location: 1 },
        { key: 'late', window: '10:00-12:00', location: 2 },
      ],
      { distances, durations },
    );
    expect(plan.order).toEqual(['one', 'two', 'unknown', 'late']);
    expect(plan.unlocated).toEqual(['unknown']);
    expect(plan.distance).toBe(1000 + 1000 + 0 + 2000);
  });

  it('follows the windows in the given order without distances', () => {
    const plan = planRoute(
      [
        { key: 'x', window: '10:00-12:00', location: 1 },
        { key: 'y', window: '08:00-10:00', location: 2 },
        { key: 'z', window: '10:00-12:00', location: 3 },
      ],
      null,
    );
    expect(plan).toEqual({
      order: ['y', 'x', 'z'],
      distance: null,
      duration: null,
      unlocated: ['y', 'x', 'z'],
    });
  });

  it('has no totals when not one stop (or the company) can be located', () => {
    const plan = planRoute(
      [
        { key: 'a', window: '08:00-10:00', location: 1 },
        { key: 'b', window: '10:00-12:00', location: 2 },
      ],
      {
        distances: [
          [0, null, null],
          [null, 0, 500],
          [null, 500, 0],
        ],
        durations: [
          [0, null, null],
          [null, 0, 50],
          [null, 50, 0],
        ],
      },
    );
    expect(plan).toEqual({ order: ['a', 'b'], distance: null, duration: null, unlocated: ['a', 'b'] });
  });

  it('answers an empty day with an empty trip', () => {
    expect(planRoute([], matrixOf([[0, 0]]))).toEqual({ order: [], distance: 0, duration: 0, unlocated: [] });
  });

  it('handles one-way legs (an asymmetric matrix)', () => {
    // From the company to 1 is short, back from 2 is short, the other way round is long.
    const distances = [
      [0, 100, 900],
      [900, 0, 100],
      [100, 900, 0],
    ];
    const plan = planRoute(
      [
        { key: 'two', window: '08:00-10:00', location: 2 },
        { key: 'one', window: '08:00-10:00', location: 1 },
      ],
      { distances, durations: distances },
    );
    expect(plan.order).toEqual(['one', 'two']);
    expect(plan.distance).toBe(300);
  });

  it('is never longer than the given order and always respects the windows', () => {
    const point = fc.tuple(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }));
    const stop = fc.record({ window: fc.constantFrom(...WINDOWS), point });
    fc.assert(
      fc.property(point, fc.array(stop, { minLength: 1, maxLength: 14 }), (company, specs) => {
        const m = matrixOf([company, ...specs.map((s) => s.point)]);
        // The given order: by window (a driver cannot do otherwise), else as listed.
        const stops: RouteStop[] = specs
          .map((s, i) => ({ key: `s${i}`, window: s.window, location: i + 1 }))
          .sort((a, b) => a.window.localeCompare(b.window));
        const plan = planRoute(stops, m);
        expect([...plan.order].sort()).toEqual(stops.map((s) => s.key).sort());
        const planned = plan.order.map((key) => stops.find((s) => s.key === key) as RouteStop);
        expect(respectsWindows(planned)).toBe(true);
        const given = tripTotal(
          stops.map((s) => s.location),
          m.distances,
        );
        expect(plan.distance).not.toBeNull();
        expect(plan.distance as number).toBeLessThanOrEqual(given as number);
        expect(plan.distance).toBe(tripTotal(keysToLocations(stops, plan.order), m.distances));
      }),
      { numRuns: 200 },
    );
  });

  it('is never longer than the given order on one-way (asymmetric) legs either', () => {
    const stops = fc.array(fc.constantFrom(...WINDOWS), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        stops.chain((windows) =>
          fc.tuple(
            fc.constant(windows),
            fc.array(
              fc.array(fc.integer({ min: 1, max: 20_000 }), {
                minLength: windows.length + 1,
                maxLength: windows.length + 1,
              }),
              {
                minLength: windows.length + 1,
                maxLength: windows.length + 1,
              },
            ),
          ),
        ),
        ([windows, raw]) => {
          const distances = raw.map((row, i) => row.map((d, j) => (i === j ? 0 : d)));
          const given: RouteStop[] = windows
            .map((window, i) => ({ key: `s${i}`, window, location: i + 1 }))
            .sort((a, b) => a.window.localeCompare(b.window));
          const plan = planRoute(given, { distances, durations: distances });
          const planned = plan.order.map((key) => given.find((s) => s.key === key) as RouteStop);
          expect(respectsWindows(planned)).toBe(true);
          expect(plan.distance).toBe(tripTotal(keysToLocations(given, plan.order), distances));
          expect(plan.distance as number).toBeLessThanOrEqual(
            tripTotal(
              given.map((s) => s.location),
              distances,
            ) as number,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
