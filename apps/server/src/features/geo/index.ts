/**
 * Distances and driving times from the company address (identity settings) to contacts'
 * addresses. Geocoding: PDOK Locatieserver when GEOCODER=pdok, else (and whenever PDOK fails) the
 * bundled GeoNames postcode table. Routing: an OSRM server when ROUTING_URL is set, else (and
 * whenever it fails) straight line × detour factor at an average speed. Network answers are
 * cached in the database; no call ever throws on network trouble.
 */
export { distancesFromCompany } from './distances-from-company.ts';
export { geoRoutes } from './geo.routes.ts';
export { attributionOf } from './geo-distance.ts';
export type { GeoAddress, TravelEstimate } from './geo-model.ts';
export { transportCostFor } from './transport-cost.ts';
export { travelMatrix } from './travel-matrix.ts';
