/**
 * City centres: the downtown point of the cities the demo data spreads its clinics over. The ZIP
 * data places a city at the median of its ZIP codes' centres, which in a city that grew one way
 * (Salt Lake City, Houston, Atlanta) lies miles from its centre: a clinic downtown would be
 * reported miles from its own city. These points are what the place index answers for these
 * cities (a search for 'Salt Lake City, UT', the wizard's fill from a city) and where the demo
 * clinics are spread: one source for both.
 */
import { normalise } from './place-index';

export interface CityCentre {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** [city, state, latitude, longitude]. */
const CENTRES: readonly (readonly [string, string, number, number])[] = [
  ['Salt Lake City', 'UT', 40.7608, -111.891],
  ['Provo', 'UT', 40.2338, -111.6585],
  ['Denver', 'CO', 39.7392, -104.9903],
  ['Phoenix', 'AZ', 33.4484, -112.074],
  ['Tucson', 'AZ', 32.2226, -110.9747],
  ['Las Vegas', 'NV', 36.1699, -115.1398],
  ['Boise', 'ID', 43.615, -116.2023],
  ['Seattle', 'WA', 47.6062, -122.3321],
  ['Portland', 'OR', 45.5152, -122.6784],
  ['San Francisco', 'CA', 37.7749, -122.4194],
  ['Los Angeles', 'CA', 34.0522, -118.2437],
  ['San Diego', 'CA', 32.7157, -117.1611],
  ['Sacramento', 'CA', 38.5816, -121.4944],
  ['Albuquerque', 'NM', 35.0844, -106.6504],
  ['Dallas', 'TX', 32.7767, -96.797],
  ['Houston', 'TX', 29.7604, -95.3698],
  ['Austin', 'TX', 30.2672, -97.7431],
  ['San Antonio', 'TX', 29.4241, -98.4936],
  ['Oklahoma City', 'OK', 35.4676, -97.5164],
  ['Kansas City', 'MO', 39.0997, -94.5786],
  ['Minneapolis', 'MN', 44.9778, -93.265],
  ['Chicago', 'IL', 41.8781, -87.6298],
  ['Detroit', 'MI', 42.3314, -83.0458],
  ['Indianapolis', 'IN', 39.7684, -86.1581],
  ['Columbus', 'OH', 39.9612, -82.9988],
  ['Nashville', 'TN', 36.1627, -86.7816],
  ['Atlanta', 'GA', 33.749, -84.388],
  ['Miami', 'FL', 25.7617, -80.1918],
  ['Orlando', 'FL', 28.5383, -81.3792],
  ['Tampa', 'FL', 27.9506, -82.4572],
  ['Charlotte', 'NC', 35.2271, -80.8431],
  ['Raleigh', 'NC', 35.7796, -78.6382],
  ['Washington', 'DC', 38.9072, -77.0369],
  ['Philadelphia', 'PA', 39.9526, -75.1652],
  ['New York', 'NY', 40.7128, -74.006],
  ['Boston', 'MA', 42.3601, -71.0589],
  ['New Orleans', 'LA', 29.9511, -90.0715],
  ['St. Louis', 'MO', 38.627, -90.1994],
];

export const CITY_CENTRES: readonly CityCentre[] = CENTRES.map(([city, state, latitude, longitude]) => ({ city, state, latitude, longitude }));

/** The key a city is known by in the place index: its normalised name and state ('saint louis|MO'). */
export const cityKey = (city: string, state: string) => `${normalise(city)}|${state}`;

const byKey = new Map(CITY_CENTRES.map((c) => [cityKey(c.city, c.state), c]));

/** A listed city's centre, or undefined. */
export function cityCentre(city: string, state: string): CityCentre | undefined {
  return byKey.get(cityKey(city, state));
}
