/**
 * The US place index, built on first use from the `zipcodes` package's data
 * (bundled, no network). Loading parses about 5 MB once, so it waits for the
 * first /places request instead of slowing every start-up.
 */
import { PlaceIndex } from './place-index';

let loading: Promise<PlaceIndex> | undefined;

export function usPlaces(): Promise<PlaceIndex> {
  loading ??= import('zipcodes/lib/codes').then(({ codes }) => new PlaceIndex(Object.values(codes)));
  return loading;
}
