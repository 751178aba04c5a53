/**
 * Links that open a route in a maps app. Google Maps' universal URLs
 * (https://www.google.com/maps/dir/?api=1&…) open the Google Maps app on Android and iOS when it is
 * installed and the website otherwise, need no key, and take intermediate stops. See
 * docs/decisions.md (Agenda).
 */

export type PostalAddress = {
  address_line_1?: string | null;
  address_line_2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  /** A country name ('Nederland') or code ('nl'). */
  country?: string | null;
};

/** Intermediate stops one link may hold: Google Maps takes at most 9 waypoints besides its ends. */
export const MAX_ROUTE_WAYPOINTS = 9;

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * The address as one line a maps app can find: 'Kerkstraat 1, 3511 AA Utrecht, Nederland'.
 * The second address line (floor, department) is left out: it only confuses the search. Null
 * when there is neither a street nor a place.
 */
export const addressQuery = (address: PostalAddress | null | undefined): string | null => {
  if (!address) return null;
  const street = clean(address.address_line_1);
  const place = [clean(address.postal_code), clean(address.city)].filter(Boolean).join(' ');
  if (!street && !place) return null;
  const country = clean(address.country);
  const countryName = country.toLowerCase() === 'nl' ? 'Nederland' : country;
  return [street, place, countryName].filter(Boolean).join(', ');
};

/** The address on up to three display lines (street, second line, postal code and city). */
export const addressLines = (address: PostalAddress | null | undefined): string[] => {
  if (!address) return [];
  const place = [clean(address.postal_code), clean(address.city)].filter(Boolean).join('  ');
  return [clean(address.address_line_1), clean(address.address_line_2), place].filter(Boolean);
};

/**
 * A directions link. Without an origin the maps app starts from where the phone is.
 */
export const mapsDirectionsUrl = (route: {
  origin?: string | null;
  destination: string;
  waypoints?: readonly string[];
}): string => {
  const params = new URLSearchParams({ api: '1' });
  if (route.origin) params.set('origin', route.origin);
  params.set('destination', route.destination);
  if (route.waypoints && route.waypoints.length > 0) params.set('waypoints', route.waypoints.join('|'));
  params.set('travelmode', 'driving');
  return `https://www.google.com/maps/dir/?${params.toString()}`;
};

/**
 * Links for a whole day: from the company along the stops (in driving order) and back. Stops at
 * the same address one after the other count once. A day with more stops than one link holds is
 * split into legs that each start where the previous one ended. Without a company address the
 * trip starts at the phone's position and ends at the last stop.
 */
export const dayRouteUrls = (
  companyAddress: string | null,
  stopAddresses: readonly string[],
  maxWaypoints = MAX_ROUTE_WAYPOINTS,
): string[] => {
  const stops = stopAddresses.filter((address, i) => address !== stopAddresses[i - 1]);
  if (stops.length === 0) return [];
  const points: Array<string | null> = companyAddress
    ? [companyAddress, ...stops, companyAddress]
    : [null, ...stops];
  const urls: string[] = [];
  const perLeg = maxWaypoints + 1;
  for (let start = 0; start < points.length - 1; start += perLeg) {
    const leg = points.slice(start, Math.min(points.length, start + perLeg + 1));
    const destination = leg[leg.length - 1];
    if (!destination) break;
    urls.push(
      mapsDirectionsUrl({
        origin: leg[0] ?? null,
        destination,
        waypoints: leg.slice(1, -1).filter((p): p is string => p !== null),
      }),
    );
  }
  return urls;
};

/** A `tel:` link for a phone number as people type it ('06-12 34 56 78' → 'tel:0612345678'). */
export const telHref = (phone: string | null | undefined): string | null => {
  const digits = clean(phone).replace(/(?!^\+)[^\d]/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? `tel:${digits}` : null;
};
