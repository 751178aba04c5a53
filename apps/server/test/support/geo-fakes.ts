import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GeoPoint, haversineMeters } from '@app/domain';

/**
 * Loopback stand-ins for PDOK Locatieserver (search v3_1 `free`) and an OSRM router (`route` and
 * `table`), answering in their documented shapes, so the geo feature is tested without leaving the
 * machine. Each can be told to answer, to hang (slower than any timeout), to fail with a 500, or to
 * send something that is not their JSON.
 */
export type FakeMode = 'ok' | 'slow' | 'fail' | 'garbage';

export type BagAddress = {
  postcode: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  straatnaam: string;
  woonplaatsnaam: string;
  point: GeoPoint;
};

/** BAG addresses the fake PDOK knows. */
export const BAG: Record<string, BagAddress> = {
  company: {
    postcode: '3526KL',
    huisnummer: 12,
    straatnaam: 'Kanaalweg',
    woonplaatsnaam: 'Utrecht',
    point: { lat: 52.08031, lon: 5.09244 },
  },
  damrak: {
    postcode: '1012LG',
    huisnummer: 1,
    straatnaam: 'Damrak',
    woonplaatsnaam: 'Amsterdam',
    point: { lat: 52.37637, lon: 4.89632 },
  },
  steeg20: {
    postcode: '3511AA',
    huisnummer: 20,
    straatnaam: 'Zakkendragerssteeg',
    woonplaatsnaam: 'Utrecht',
    point: { lat: 52.09311, lon: 5.11602 },
  },
  steeg20a: {
    postcode: '3511AA',
    huisnummer: 20,
    huisletter: 'A',
    straatnaam: 'Zakkendragerssteeg',
    woonplaatsnaam: 'Utrecht',
    point: { lat: 52.09322, lon: 5.11645 },
  },
  coolsingel: {
    postcode: '3011AD',
    huisnummer: 40,
    straatnaam: 'Coolsingel',
    woonplaatsnaam: 'Rotterdam',
    point: { lat: 51.92237, lon: 4.47917 },
  },
};

/** The fake router's road: 1.2 × the straight line at 72 km/h, so its figures differ from the estimate's. */
export const fakeRoad = (a: GeoPoint, b: GeoPoint) => {
  const distance = Math.round(haversineMeters(a, b) * 1.2 * 10) / 10;
  return { distance, duration: Math.round((distance / 20) * 10) / 10 };
};

type Request = { service: 'pdok' | 'route' | 'table'; url: URL };

const pdokDoc = (a: BagAddress) => {
  const huis = `${a.huisnummer}${a.huisletter ?? ''}${a.huisnummertoevoeging ? `-${a.huisnummertoevoeging}` : ''}`;
  return {
    type: 'adres',
    weergavenaam: `${a.straatnaam} ${huis}, ${a.postcode.slice(0, 4)}${a.postcode.slice(4)} ${a.woonplaatsnaam}`,
    id: `adr-${a.postcode}-${huis}`,
    postcode: a.postcode,
    huisnummer: a.huisnummer,
    ...(a.huisletter ? { huisletter: a.huisletter } : {}),
    ...(a.huisnummertoevoeging ? { huisnummertoevoeging: a.huisnummertoevoeging } : {}),
    huis_nlt: huis,
    straatnaam: a.straatnaam,
    woonplaatsnaam: a.woonplaatsnaam,
    centroide_ll: `POINT(${a.point.lon} ${a.point.lat})`,
    centroide_rd: 'POINT(136000.0 455000.0)',
  };
};

/** PDOK's `free` answer: a Solr response envelope with the BAG documents matching the fq filters. */
const answerPdok = (url: URL) => {
  const filters = url.searchParams.getAll('fq');
  const wanted = (field: string) => filters.find((f) => f.startsWith(`${field}:`))?.slice(field.length + 1);
  const type = wanted('type');
  // Only BAG addresses are of type 'adres'; without that filter PDOK would mix in streets and places.
  const docs = (type === 'adres' ? Object.values(BAG) : [])
    .filter((a) => !wanted('postcode') || a.postcode === wanted('postcode'))
    .filter((a) => !wanted('huisnummer') || String(a.huisnummer) === wanted('huisnummer'))
    .map(pdokDoc);
  const fields = url.searchParams.get('fl')?.split(',');
  const shown = fields
    ? docs.map((doc) => Object.fromEntries(Object.entries(doc).filter(([key]) => fields.includes(key))))
    : docs;
  return {
    response: {
      numFound: docs.length,
      start: 0,
      maxScore: docs.length ? 9.5 : 0,
      numFoundExact: true,
      docs: shown,
    },
  };
};

const parseCoordinates = (text: string): GeoPoint[] | null => {
  const points = text.split(';').map((pair) => {
    const [lon, lat] = pair.split(',').map(Number);
    return { lat: lat ?? Number.NaN, lon: lon ?? Number.NaN };
  });
  return points.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon)) ? points : null;
};

const waypoint = (p: GeoPoint) => ({
  hint: 'KSoKADRYroqUBAEAEAAAABkAAAAGAAAA',
  distance: 4.15,
  name: 'Weg',
  location: [p.lon, p.lat],
});

/** OSRM's route and table answers (docs/http.md of osrm-backend), including its 400 for bad input. */
const answerOsrm = (service: 'route' | 'table', url: URL, unroutable: (p: GeoPoint) => boolean) => {
  const points = parseCoordinates(decodeURIComponent(url.pathname.split('/').pop() ?? ''));
  if (!points || points.length < 2)
    return { status: 400, body: { code: 'InvalidQuery', message: 'Query string malformed' } };
  if (points.some(unroutable)) {
    return {
      status: 400,
      body: { code: 'NoSegment', message: 'Could not find a matching segment for any coordinate.' },
    };
  }
  if (service === 'route') {
    const [from, to] = points as [GeoPoint, GeoPoint];
    const road = fakeRoad(from, to);
    return {
      status: 200,
      body: {
        code: 'Ok',
        routes: [
          {
            legs: [
              {
                steps: [],
                summary: '',
                weight: road.duration,
                duration: road.duration,
                distance: road.distance,
              },
            ],
            weight_name: 'routability',
            weight: road.duration,
            duration: road.duration,
            distance: road.distance,
          },
        ],
        waypoints: points.map(waypoint),
      },
    };
  }
  const sources = url.searchParams.get('sources');
  const rows =
    sources && sources !== 'all' ? sources.split(';').map((i) => points[Number(i)] as GeoPoint) : points;
  const annotations = (url.searchParams.get('annotations') ?? 'duration').split(',');
  return {
    status: 200,
    body: {
      code: 'Ok',
      ...(annotations.includes('duration')
        ? { durations: rows.map((a) => points.map((b) => fakeRoad(a, b).duration)) }
        : {}),
      ...(annotations.includes('distance')
        ? { distances: rows.map((a) => points.map((b) => fakeRoad(a, b).distance)) }
        : {}),
      sources: rows.map(waypoint),
      destinations: points.map(waypoint),
    },
  };
};

export type FakeGeoServer = Awaited<ReturnType<typeof startFakeGeoServer>>;

/** PDOK under `${url}/pdok` (as PDOK_URL) and OSRM under `${url}/osrm` (as ROUTING_URL), on 127.0.0.1. */
export const startFakeGeoServer = async () => {
  const requests: Request[] = [];
  const modes: Record<'pdok' | 'osrm', FakeMode> = { pdok: 'ok', osrm: 'ok' };
  let unroutable: (p: GeoPoint) => boolean = () => false;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const service = url.pathname.startsWith('/pdok/free')
      ? 'pdok'
      : url.pathname.startsWith('/osrm/route/v1/driving/')
        ? 'route'
        : url.pathname.startsWith('/osrm/table/v1/driving/')
          ? 'table'
          : null;
    if (!service) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
      return;
    }
    requests.push({ service, url });
    const mode = modes[service === 'pdok' ? 'pdok' : 'osrm'];
    if (mode === 'slow') return; // never answers; the client's timeout must end it
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Onderhoud</body></html>');
      return;
    }
    const { status, body } =
      service === 'pdok' ? { status: 200, body: answerPdok(url) } : answerOsrm(service, url, unroutable);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    env: { GEOCODER: 'pdok', PDOK_URL: `${url}/pdok`, ROUTING_URL: `${url}/osrm` },
    requests,
    count: (service?: Request['service']) => requests.filter((r) => !service || r.service === service).length,
    reset: () => {
      requests.length = 0;
      modes.pdok = 'ok';
      modes.osrm = 'ok';
      unroutable = () => false;
    },
    setMode: (service: 'pdok' | 'osrm', mode: FakeMode) => {
      modes[service] = mode;
    },
    setUnroutable: (test: (p: GeoPoint) => boolean) => {
      unroutable = test;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
