/**
 * An in-memory prefix index of US places: one sorted array of cities (by a
 * normalised name) and one of ZIP codes, searched with binary search. Built once
 * from ZIP records; a city is every ZIP that names it, placed at its listed centre when it has
 * one (city-centres.ts), else at their median.
 */
import { isZip, isZipPrefix, type Place } from '@directpay/contracts';

export interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface CityEntry {
  key: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** How many ZIPs name the city: the data has no population, and this tracks it well enough to rank. */
  zips: number;
}

export interface PlaceSearch {
  q: string;
  state?: string;
  limit: number;
}

// Abbreviations people type for the words the data spells out.
const ABBREVIATIONS: [RegExp, string][] = [
  [/^st /, 'saint '],
  [/^ft /, 'fort '],
  [/^mt /, 'mount '],
];

/** Lower case, no accents or apostrophes, other punctuation as single spaces. */
export function normalise(text: string): string {
  let key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trimStart();
  for (const [pattern, word] of ABBREVIATIONS) key = key.replace(pattern, word);
  return key;
}

/** The first index whose key is >= target. */
function lowerBound<T>(items: T[], target: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(items[mid]) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function prefixRange<T>(items: T[], prefix: string, keyOf: (item: T) => string): [number, number] {
  return [lowerBound(items, prefix, keyOf), lowerBound(items, `${prefix}\uffff`, keyOf)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return Math.round(value * 1e4) / 1e4;
}

const byKey = <T extends { key: string }>(item: T) => item.key;
const byZip = (item: ZipRecord) => item.zip;
// Unique ZIPs of companies and agencies ('Shell Oil Box 150', 'At&t') are not towns.
const NOT_A_TOWN = /[0-9&/]/;

export class PlaceIndex {
  private readonly cities: CityEntry[];
  private readonly zips: ZipRecord[];
  readonly states: ReadonlySet<string>;

  /** `centres` place the cities they list at their own point instead of their ZIPs' median (city-centres.ts). */
  constructor(records: Iterable<ZipRecord>, centres: Iterable<{ city: string; state: string; latitude: number; longitude: number }> = []) {
    const centreOf = new Map([...centres].map((c) => [`${normalise(c.city)}|${c.state}`, c]));
    const zips: ZipRecord[] = [];
    const groups = new Map<string, ZipRecord[]>();
    for (const record of records) {
      if (!isZip(record.zip) || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
      zips.push(record);
      if (NOT_A_TOWN.test(record.city)) continue;
      const id = `${normalise(record.city)}|${record.state}`;
      const group = groups.get(id);
      if (group) group.push(record);
      else groups.set(id, [record]);
    }
    this.zips = zips.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
    this.cities = [...groups.entries()]
      .map(([id, group]) => {
        const centre = centreOf.get(id);
        return {
          key: normalise(group[0].city),
          city: group[0].city,
          state: group[0].state,
          latitude: centre?.latitude ?? median(group.map((r) => r.latitude)),
          longitude: centre?.longitude ?? median(group.map((r) => r.longitude)),
          zips: group.length,
        };
      })
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.state < b.state ? -1 : 1));
    this.states = new Set(zips.map((z) => z.state));
  }

  /**
   * Digits search ZIPs in order; anything else searches city names, exact names
   * first, then the bigger cities. 'Austin, TX' and 'Austin, TX 78701' (the
   * labels this returns) narrow to that state or ZIP.
   */
  search({ q, state, limit }: PlaceSearch): Place[] {
    const text = q.trim();
    const labelled = /^(.*?),\s*([A-Za-z]{2})(?:\s+(\d{5}))?$/.exec(text);
    if (labelled && this.states.has(labelled[2].toUpperCase())) {
      const named = labelled[2].toUpperCase();
      if (state && state !== named) return [];
      if (labelled[3]) return this.searchZips(labelled[3], named, limit);
      return this.searchCities(labelled[1], named, limit);
    }
    if (isZipPrefix(text)) return this.searchZips(text, state, limit);
    // A trailing space is kept: 'new ' means New York, not Newark.
    return this.searchCities(q, state, limit);
  }

  /** One ZIP code's record (its centre), or undefined when the data has no such ZIP. */
  findZip(zip: string): ZipRecord | undefined {
    const at = lowerBound(this.zips, zip, byZip);
    return this.zips[at]?.zip === zip ? this.zips[at] : undefined;
  }

  private searchZips(prefix: string, state: string | undefined, limit: number): Place[] {
    const [start, end] = prefixRange(this.zips, prefix, byZip);
    const results: Place[] = [];
    for (let i = start; i < end && results.length < limit; i++) {
      const z = this.zips[i];
      if (state && z.state !== state) continue;
      results.push({ label: `${z.city}, ${z.state} ${z.zip}`, city: z.city, state: z.state, zip: z.zip, latitude: z.latitude, longitude: z.longitude });
    }
    return results;
  }

  private searchCities(text: string, state: string | undefined, limit: number): Place[] {
    const key = normalise(text);
    if (!key) return [];
    const [start, end] = prefixRange(this.cities, key, byKey);
    const matches: CityEntry[] = [];
    for (let i = start; i < end; i++) {
      if (!state || this.cities[i].state === state) matches.push(this.cities[i]);
    }
    const exact = (c: CityEntry) => (c.key.trimEnd() === key.trimEnd() ? 0 : 1);
    matches.sort((a, b) => exact(a) - exact(b) || b.zips - a.zips || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return matches.slice(0, limit).map((c) => ({
      label: `${c.city}, ${c.state}`,
      city: c.city,
      state: c.state,
      zip: null,
      latitude: c.latitude,
      longitude: c.longitude,
    }));
  }
}
