/**
 * The US place index, built on first use from the `zipcodes` package's data
 * (bundled, no network), with the listed cities at their centres (city-centres.ts). Loading parses about 5 MB once, so it waits for the
 * first /places request instead of slowing every start-up.
 */
import { CITY_CENTRES } from './city-centres';
import { PlaceIndex } from './place-index';

let loading: Promise<PlaceIndex> | undefined;

export function usPlaces(): Promise<PlaceIndex> {
  loading ??= import('zipcodes/lib/codes').then(({ codes }) => new PlaceIndex(Object.values(codes), CITY_CENTRES));
  return loading;
}
