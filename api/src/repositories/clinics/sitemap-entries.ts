import type { SitemapClinicsResponse } from '@directpay/contracts';
import type { ClinicsRepository } from './clinics-repository';

/**
 * One page of the sitemap's clinics, in id order (stable while clinics are
 * added), with the last change for `<lastmod>`. Every clinic has a public
 * profile, so every one is listed.
 */
export async function sitemapEntries(clinics: ClinicsRepository, page: number, pageSize: number): Promise<SitemapClinicsResponse> {
  const [total, docs] = await Promise.all([
    clinics.public.countDocuments({}),
    clinics.public
      .find({}, { projection: { _id: 1, updatedAt: 1 } })
      .sort({ _id: 1 })
      .skip(page * pageSize)
      .limit(pageSize)
      .toArray(),
  ]);
  return {
    total,
    pageSize,
    results: docs.map((doc) => ({ id: doc._id.toHexString(), ...(doc.updatedAt instanceof Date ? { updatedAt: doc.updatedAt.toISOString() } : {}) })),
  };
}
