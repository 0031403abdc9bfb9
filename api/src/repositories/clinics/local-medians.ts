/**
 * The medians behind the fair-price mark: for each service, the median of the
 * prices posted by the clinics of a category within a radius of a point, each
 * clinic counted once at its lowest price for it. A description (a search
 * card's "from" service, a compared price) is matched exactly, trimmed; a
 * service group uses the group's search key, as the list's price range does.
 * One aggregation per area and set of services, kept a minute: the search
 * asks again for every page and pan, and a median moves slowly.
 */
import type { Document } from 'mongodb';
import { FAIR_PRICE_MIN_PRICES, PRICE_PATTERN, type LatLng, type LocalMedian } from '@directpay/contracts';
import { RANGE_STAGES } from './price-ranges';
import type { PublicClinics } from './public-view';

/** A point rounded to about a kilometre, so nearby searches share one area (and one cached answer). */
export const areaPoint = ({ lat, lng }: LatLng): LatLng => ({ lat: Math.round(lat * 100) / 100, lng: Math.round(lng * 100) / 100 });

interface Entry {
  at: number;
  medians: Promise<LocalMedian[]>;
}

export class LocalMedians {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly collection: PublicClinics,
    private readonly ttlMs = 60_000,
    private readonly max = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The medians of these descriptions with at least FAIR_PRICE_MIN_PRICES prices around `point` (rounded by areaPoint). */
  byDescription(categoryId: number, point: LatLng, radiusKm: number, descriptions: readonly string[]): Promise<LocalMedian[]> {
    const wanted = [...new Set(descriptions.map((d) => d.trim()))].sort();
    if (wanted.length === 0) return Promise.resolve([]);
    const at = areaPoint(point);
    return this.kept(`d|${categoryId}|${at.lat},${at.lng}|${radiusKm}|${wanted.join('\n')}`, () =>
      this.run(at, radiusKm, { categoryId }, [
        { $project: { _id: 1, s: { $concatArrays: ['$services', '$otherServices'] } } },
        { $unwind: '$s' },
        { $project: { _id: 1, d: { $trim: { input: '$s.description' } }, p: { $trim: { input: '$s.price' } } } },
        { $match: { d: { $in: wanted }, p: { $regex: PRICE_PATTERN } } },
        { $group: { _id: { c: '$_id', d: '$d' }, v: { $min: { $toDouble: '$p' } } } },
        { $project: { _id: 0, k: '$_id.d', v: 1 } },
      ]),
    );
  }

  /** The median of a service group (its search key `slug`), named by its label. */
  byGroup(categoryId: number, point: LatLng, radiusKm: number, label: string, slug: string): Promise<LocalMedian[]> {
    const at = areaPoint(point);
    return this.kept(`g|${categoryId}|${at.lat},${at.lng}|${radiusKm}|${slug}`, () =>
      this.run(at, radiusKm, { categoryId, 'search.groups': slug }, [{ $project: { _id: 0, k: { $literal: label }, v: `$search.prices.${slug}` } }]),
    );
  }

  /** Forgets every median: a clinic left or rejoined the public ones. */
  clear(): void {
    this.entries.clear();
  }

  private kept(key: string, compute: () => Promise<LocalMedian[]>): Promise<LocalMedian[]> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at <= this.ttlMs) return entry.medians;
    const medians = compute();
    // A failed read is not kept: the next search asks again.
    medians.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: now, medians });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return medians;
  }

  private async run(at: LatLng, radiusKm: number, query: Document, stages: Document[]): Promise<LocalMedian[]> {
    const rows = await this.collection
      .aggregate([
        {
          $geoNear: {
            near: { type: 'Point', coordinates: [at.lng, at.lat] },
            key: 'search.location',
            distanceField: 'distance',
            maxDistance: radiusKm * 1000,
            spherical: true,
            query,
          },
        },
        ...stages,
        ...RANGE_STAGES('$v', '$k'),
      ])
      .toArray();
    return rows
      .filter((row) => (row.count as number) >= FAIR_PRICE_MIN_PRICES && typeof row.median === 'number')
      .map((row) => ({ service: row._id as string, count: row.count as number, median: row.median as number }))
      .sort((a, b) => a.service.localeCompare(b.service));
  }
}
