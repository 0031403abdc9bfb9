/**
 * The posted price range of a service, computed by the database in
 * one aggregation. Each clinic counts once, with its lowest price for the
 * service group (`search.prices.<slug>`, the key the search's service filter
 * and price sort use), so the range describes the clinics the list shows.
 * Only stages and operators MongoDB and the embedded engine (mingo) share.
 */
import type { Document } from 'mongodb';
import type { PriceRange } from '@directpay/contracts';
import type { PublicClinics } from './public-view';

const EMPTY: PriceRange = { count: 0, min: null, median: null, max: null };

/** Sorted prices pushed into one array, then its middle (the mean of the two middles for an even count). */
const middle = (index: Document) => ({ $arrayElemAt: ['$prices', index] });
export const RANGE_STAGES = (price: string, by: unknown = null): Document[] => [
  { $sort: { [price.slice(1)]: 1 } },
  { $group: { _id: by, prices: { $push: price }, count: { $sum: 1 }, min: { $min: price }, max: { $max: price } } },
  {
    $project: {
      count: 1,
      min: 1,
      max: 1,
      median: {
        $divide: [
          { $add: [middle({ $floor: { $divide: [{ $subtract: ['$count', 1] }, 2] } }), middle({ $floor: { $divide: ['$count', 2] } })] },
          2,
        ],
      },
    },
  },
];

const toRange = (row: Document | undefined): PriceRange =>
  row ? { count: row.count as number, min: row.min as number, median: row.median as number, max: row.max as number } : EMPTY;

export class PriceRanges {
  constructor(private readonly collection: PublicClinics) {}

  /** The range of one service group among the clinics `filter` matches (which must require that group). */
  async forGroup(filter: Document, slug: string): Promise<PriceRange> {
    const [row] = await this.collection
      .aggregate([{ $match: filter }, { $project: { _id: 0, p: `$search.prices.${slug}` } }, ...RANGE_STAGES('$p')])
      .toArray();
    return toRange(row);
  }

  /**
   * Per service group among `slugs`: the range among clinics of the category
   * within `radiusKm` of a point (one $geoNear pipeline, grouped by slug).
   */
  async nearby(categoryId: number, lat: number, lng: number, radiusKm: number, slugs: string[]): Promise<Map<string, PriceRange>> {
    if (slugs.length === 0) return new Map();
    const rows = await this.collection
      .aggregate([
        {
          $geoNear: {
            near: { type: 'Point', coordinates: [lng, lat] },
            key: 'search.location',
            distanceField: 'distance',
            maxDistance: radiusKm * 1000,
            spherical: true,
            query: { categoryId, 'search.groups': { $in: slugs } },
          },
        },
        { $project: { _id: 0, p: { $objectToArray: '$search.prices' } } },
        { $unwind: '$p' },
        { $match: { 'p.k': { $in: slugs } } },
        ...RANGE_STAGES('$p.v', '$p.k'),
      ])
      .toArray();
    return new Map(rows.map((row) => [row._id as string, toRange(row)]));
  }
}
