import { cityCentre } from '#src/places/city-centres';

/** US cities the demo clinics are spread over: [city, state, latitude, longitude, zip prefix, area code]. */
export type City = readonly [string, string, number, number, string, string];

/** [city, state, zip prefix, area code]; each city's point is its centre in the place index's list (places/city-centres.ts). */
const DEMO_CITIES: readonly (readonly [string, string, string, string])[] = [
  ['Salt Lake City', 'UT', '841', '801'],
  ['Provo', 'UT', '846', '801'],
  ['Denver', 'CO', '802', '303'],
  ['Phoenix', 'AZ', '850', '602'],
  ['Tucson', 'AZ', '857', '520'],
  ['Las Vegas', 'NV', '891', '702'],
  ['Boise', 'ID', '837', '208'],
  ['Seattle', 'WA', '981', '206'],
  ['Portland', 'OR', '972', '503'],
  ['San Francisco', 'CA', '941', '415'],
  ['Los Angeles', 'CA', '900', '213'],
  ['San Diego', 'CA', '921', '619'],
  ['Sacramento', 'CA', '958', '916'],
  ['Albuquerque', 'NM', '871', '505'],
  ['Dallas', 'TX', '752', '214'],
  ['Houston', 'TX', '770', '713'],
  ['Austin', 'TX', '787', '512'],
  ['San Antonio', 'TX', '782', '210'],
  ['Oklahoma City', 'OK', '731', '405'],
  ['Kansas City', 'MO', '641', '816'],
  ['Minneapolis', 'MN', '554', '612'],
  ['Chicago', 'IL', '606', '312'],
  ['Detroit', 'MI', '482', '313'],
  ['Indianapolis', 'IN', '462', '317'],
  ['Columbus', 'OH', '432', '614'],
  ['Nashville', 'TN', '372', '615'],
  ['Atlanta', 'GA', '303', '404'],
  ['Miami', 'FL', '331', '305'],
  ['Orlando', 'FL', '328', '407'],
  ['Tampa', 'FL', '336', '813'],
  ['Charlotte', 'NC', '282', '704'],
  ['Raleigh', 'NC', '276', '919'],
  ['Washington', 'DC', '200', '202'],
  ['Philadelphia', 'PA', '191', '215'],
  ['New York', 'NY', '100', '212'],
  ['Boston', 'MA', '021', '617'],
  ['New Orleans', 'LA', '701', '504'],
  ['St. Louis', 'MO', '631', '314'],
];

export const CITIES: readonly City[] = DEMO_CITIES.map(([city, state, zip, area]) => {
  const centre = cityCentre(city, state);
  if (!centre) throw new Error(`${city}, ${state} has no centre in places/city-centres.ts`);
  return [city, state, centre.latitude, centre.longitude, zip, area];
});
