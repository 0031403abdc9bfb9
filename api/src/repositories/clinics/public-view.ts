/**
 * The one gate of every public read of clinics. A clinic is seen by the public
 * only while its `visibility` is 'public': an owner's unpublished location and a
 * moderator's closed or suspended one are left out of search, the map, compare,
 * the price card, the sitemap, the price files, the open data and every message
 * or event addressed to it. The profile alone (`findListing`) also reads a closed
 * listing, which it shows as closed, and a suspended one, which it answers 410.
 *
 * Public read modules take a `PublicClinics`, never the collection, so a read
 * without the filter cannot be written there (lint forbids the collection in
 * public routes). The visibility is the last key of each covering search index,
 * so the filter is decided on index keys and list pages stay covered reads.
 */
import type { ObjectId, AggregateOptions, Collection, CountDocumentsOptions, Document, Filter, FindCursor, FindOptions, AggregationCursor } from 'mongodb';
import type { ClinicVisibility } from '@directpay/contracts';
import type { StoredClinic, StoredVisibility } from './stored-clinic';

/** The only visibility the public sees. */
export const PUBLIC_VISIBILITY: ClinicVisibility = 'public';

/** A filter narrowed to publicly visible clinics (whatever visibility it asked for). */
export function publicFilter<F extends Document>(filter: F): F & { visibility: ClinicVisibility } {
  return { ...filter, visibility: PUBLIC_VISIBILITY };
}

/** The same rule for a clinic already read. */
export function isPublic(clinic: Pick<StoredClinic, 'visibility'>): boolean {
  return clinic.visibility === PUBLIC_VISIBILITY;
}

/** A pipeline whose first stage selects only public clinics ($geoNear must stay first, so its query takes the filter). */
export function publicPipeline(pipeline: Document[]): Document[] {
  const [first, ...rest] = pipeline;
  if (first?.$geoNear) return [{ $geoNear: { ...first.$geoNear, query: publicFilter(first.$geoNear.query ?? {}) } }, ...rest];
  if (first?.$match) return [{ $match: publicFilter(first.$match) }, ...rest];
  return [{ $match: publicFilter({}) }, ...pipeline];
}

/**
 * What the profile reads: listed, closed (shown closed) or suspended (answered 410), never one its
 * owner unpublished (whose choice a decision keeps in `moderation.visibilityBefore`).
 */
const LISTING_FILTER = {
  $or: [{ visibility: PUBLIC_VISIBILITY }, { visibility: { $in: ['closed', 'suspended'] as StoredVisibility[] }, 'moderation.visibilityBefore': PUBLIC_VISIBILITY }],
};

/** The clinics collection as the public may read it: every read filtered, no write. */
export class PublicClinics {
  constructor(private readonly collection: Collection<StoredClinic>) {}

  find<T extends Document = StoredClinic>(filter: Filter<StoredClinic>, options?: FindOptions): FindCursor<T> {
    return this.collection.find<T>(publicFilter(filter) as Filter<StoredClinic>, options);
  }

  findOne<T extends Document = StoredClinic>(filter: Filter<StoredClinic>, options?: FindOptions): Promise<T | null> {
    return this.collection.findOne<T>(publicFilter(filter) as Filter<StoredClinic>, options ?? {});
  }

  /** One clinic for its profile page, with its standing in `visibility` (see LISTING_FILTER). */
  findListing(id: ObjectId): Promise<StoredClinic | null> {
    return this.collection.findOne({ _id: id, ...LISTING_FILTER });
  }

  countDocuments(filter: Filter<StoredClinic>, options?: CountDocumentsOptions): Promise<number> {
    return this.collection.countDocuments(publicFilter(filter) as Filter<StoredClinic>, options);
  }

  aggregate<T extends Document = Document>(pipeline: Document[], options?: AggregateOptions): AggregationCursor<T> {
    return this.collection.aggregate<T>(publicPipeline(pipeline), options);
  }
}
