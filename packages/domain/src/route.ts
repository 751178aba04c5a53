/**
 * The driver's day: a suggested order for the day's stops that keeps every time window (all stops
 * of 08:00-10:00 before those of 10:00-12:00, …) and drives as little as possible, from the
 * company and back. Nearest neighbour builds a tour, 2-opt (segment reversal) and relocation
 * improve it; at a few dozen stops a day this is instant and close to optimal.
 */

export type RouteStop = {
  /** Identifies the stop in the answer (e.g. 'delivery-12'). */
  key: string;
  /** Its time window, e.g. '08:00-10:00'; windows sort as text ('08:00-…' < '10:00-…'). */
  window: string;
  /** Row and column of its address in the matrix; 0 is the company (start and end of the day). */
  location: number;
};

/** Metres and seconds between locations; null where the router could not tell. */
export type TravelMatrix = {
  distances: ReadonlyArray<ReadonlyArray<number | null>>;
  durations: ReadonlyArray<ReadonlyArray<number | null>>;
};

export type RoutePlan = {
  /** Stop keys in the suggested driving order. */
  order: string[];
  /** Metres of the whole trip (company → stops → company); null when not every leg is known. */
  distance: number | null;
  /** Seconds of driving of the whole trip; null when not every leg is known. */
  duration: number | null;
  /** Stops whose address has no known distance: kept in their window, left out of the totals. */
  unlocated: string[];
};

const DEPOT = 0;
// Enough passes for any day; each accepted move shortens the trip, so it ends well before.
const MAX_PASSES = 50;

const byWindow = <T extends { window: string }>(stops: readonly T[]): T[] =>
  // Array.prototype.sort is stable: stops of one window keep the order they came in.
  [...stops].sort((a, b) => (a.window < b.window ? -1 : a.window > b.window ? 1 : 0));

/** True when the stops visit the windows in order (never an earlier window after a later one). */
export const respectsWindows = (stops: ReadonlyArray<{ window: string }>): boolean =>
  stops.every((stop, i) => i === 0 || (stops[i - 1]?.window ?? '') <= stop.window);

const cell = (matrix: TravelMatrix['distances'], from: number, to: number): number | null =>
  from === to ? 0 : (matrix[from]?.[to] ?? null);

/**
 * Total of a closed trip company → locations → company over `matrix`; null when a leg is unknown.
 */
export const tripTotal = (locations: readonly number[], matrix: TravelMatrix['distances']): number | null => {
  let total = 0;
  let at = DEPOT;
  for (const next of [...locations, DEPOT]) {
    const leg = cell(matrix, at, next);
    if (leg === null) return null;
    total += leg;
    at = next;
  }
  return total;
};

/** Locations whose legs to and from the company and every other such location are known. */
const knownLocations = (locations: readonly number[], matrix: TravelMatrix['distances']): Set<number> => {
  const known = new Set<number>();
  for (const location of new Set(locations)) {
    const candidates = [DEPOT, ...known];
    if (
      candidates.every(
        (other) => cell(matrix, other, location) !== null && cell(matrix, location, other) !== null,
      )
    )
      known.add(location);
  }
  return known;
};

const cost = (stops: readonly RouteStop[], matrix: TravelMatrix['distances']): number =>
  tripTotal(
    stops.map((s) => s.location),
    matrix,
  ) ?? Number.POSITIVE_INFINITY;

/** Nearest neighbour that never leaves a window before all of its stops are visited. */
const nearestNeighbour = (stops: readonly RouteStop[], matrix: TravelMatrix['distances']): RouteStop[] => {
  const remaining = byWindow(stops);
  const tour: RouteStop[] = [];
  let at = DEPOT;
  while (remaining.length > 0) {
    const window = remaining[0]?.window;
    let best = 0;
    let bestLeg = Number.POSITIVE_INFINITY;
    remaining.forEach((stop, i) => {
      if (stop.window !== window) return;
      const leg = cell(matrix, at, stop.location) ?? Number.POSITIVE_INFINITY;
      if (leg < bestLeg) {
        bestLeg = leg;
        best = i;
      }
    });
    const [next] = remaining.splice(best, 1);
    if (!next) break;
    tour.push(next);
    at = next.location;
  }
  return tour;
};

/**
 * Local search: reverse a stretch of one window (2-opt) or move one stop elsewhere within its
 * window, whenever that shortens the whole trip. Each move is priced in constant time: a
 * reversal with running sums of the legs in both directions (so one-way streets, an asymmetric
 * matrix, are priced right), a move by the legs it removes and adds.
 */
const improve = (start: readonly RouteStop[], matrix: TravelMatrix['distances']): RouteStop[] => {
  const tour = [...start];
  const n = tour.length;
  // undefined is the company, before the first and after the last stop.
  const leg = (a: RouteStop | undefined, b: RouteStop | undefined) =>
    cell(matrix, a?.location ?? DEPOT, b?.location ?? DEPOT) ?? Number.POSITIVE_INFINITY;
  const forward = new Array<number>(n).fill(0);
  const backward = new Array<number>(n).fill(0);
  const sumLegs = () => {
    for (let k = 1; k < n; k++) {
      forward[k] = (forward[k - 1] ?? 0) + leg(tour[k - 1], tour[k]);
      backward[k] = (backward[k - 1] ?? 0) + leg(tour[k], tour[k - 1]);
    }
  };
  const EPSILON = 1e-9;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let improved = false;
    sumLegs();
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const first = tour[i];
        const last = tour[j];
        if (first?.window !== last?.window) break;
        const before = tour[i - 1];
        const after = tour[j + 1];
        const inside = (forward[j] ?? 0) - (forward[i] ?? 0);
        const insideReversed = (backward[j] ?? 0) - (backward[i] ?? 0);
        const delta =
          leg(before, last) +
          insideReversed +
          leg(first, after) -
          (leg(before, first) + inside + leg(last, after));
        if (delta < -EPSILON) {
          tour.splice(i, j - i + 1, ...tour.slice(i, j + 1).reverse());
          sumLegs();
          improved = true;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      const stop = tour[i];
      if (!stop) continue;
      const saved = leg(tour[i - 1], stop) + leg(stop, tour[i + 1]) - leg(tour[i - 1], tour[i + 1]);
      const rest = [...tour.slice(0, i), ...tour.slice(i + 1)];
      for (let k = 0; k <= rest.length; k++) {
        if (k === i) continue;
        const left = rest[k - 1];
        const right = rest[k];
        if ((left && left.window > stop.window) || (right && right.window < stop.window)) continue;
        const added = leg(left, stop) + leg(stop, right) - leg(left, right);
        if (added - saved < -EPSILON) {
          rest.splice(k, 0, stop);
          tour.splice(0, n, ...rest);
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return tour;
};

/**
 * The suggested driving order of the day's stops. The answer keeps the windows in order, and is
 * never longer than the stops in the order given (sorted by window first, stably). Without a
 * matrix the given order (by window) is the suggestion. Stops whose address has no known
 * distance stay at the end of their window and do not count in the totals.
 */
export const planRoute = (stops: readonly RouteStop[], matrix: TravelMatrix | null): RoutePlan => {
  const given = byWindow(stops);
  if (!matrix || given.length === 0) {
    return {
      order: given.map((s) => s.key),
      distance: given.length === 0 ? 0 : null,
      duration: given.length === 0 ? 0 : null,
      unlocated: given.length === 0 ? [] : given.map((s) => s.key),
    };
  }
  const known = knownLocations(
    given.map((s) => s.location),
    matrix.distances,
  );
  const located = given.filter((s) => known.has(s.location));
  const unlocated = given.filter((s) => !known.has(s.location));

  const candidates = [
    improve(located, matrix.distances),
    improve(nearestNeighbour(located, matrix.distances), matrix.distances),
  ];
  let chosen = located;
  let chosenCost = cost(located, matrix.distances);
  for (const candidate of candidates) {
    const candidateCost = cost(candidate, matrix.distances);
    if (candidateCost < chosenCost) {
      chosen = candidate;
      chosenCost = candidateCost;
    }
  }
  // The unlocated stops go last within their window, in the order given.
  const order = byWindow([...chosen, ...unlocated]);
  const locations = chosen.map((s) => s.location);
  // Not one stop located (or the company itself not): there is no trip to add up.
  const anyLocated = locations.length > 0;
  return {
    order: order.map((s) => s.key),
    distance: anyLocated ? tripTotal(locations, matrix.distances) : null,
    duration: anyLocated ? tripTotal(locations, matrix.durations) : null,
    unlocated: unlocated.map((s) => s.key),
  };
};
