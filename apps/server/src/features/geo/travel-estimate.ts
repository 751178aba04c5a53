import {
  estimateTravel,
  estimateWithinArea,
  isSameAddress,
  type TravelFigures,
  typicalDistanceInArea,
} from '@app/domain';
import { coarser, type GeoAddress, type Location, pointKey, type TravelEstimate } from './geo-model.ts';

/**
 * From one located address to another. Two different addresses that the postcode table puts on
 * one area centre are not 0 m apart: they get the area's within-area estimate (always
 * estimated), whatever a router says about the one point; the same address stays 0.
 */
export const estimateOf = (
  from: Location,
  to: Location,
  routed: TravelFigures | undefined,
  addresses: readonly [GeoAddress, GeoAddress],
): TravelEstimate => {
  const located = coarser(from.located, to.located);
  if (located !== 'address' && pointKey(from.point) === pointKey(to.point)) {
    if (isSameAddress(addresses[0], addresses[1]))
      return { distance: 0, duration: 0, estimated: true, source: 'estimate', located };
    const spacing = Math.max(from.spacing ?? 0, to.spacing ?? 0);
    return {
      ...estimateWithinArea(typicalDistanceInArea(spacing)),
      estimated: true,
      source: 'estimate',
      located,
    };
  }
  if (routed) {
    const { distance, duration } = routed;
    return { distance, duration, estimated: located !== 'address', source: 'osrm', located };
  }
  return { ...estimateTravel(from.point, to.point), estimated: true, source: 'estimate', located };
};
