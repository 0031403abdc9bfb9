/**
 * The location names of the price file list (and so of cms-hpt.txt): a clinic's
 * name, with its city where another clinic with a price file has the same name,
 * and with its street too where they share the city. Names that read the same
 * are the same name key (`search.name`: trimmed, lower-cased).
 */
import { CATEGORIES, hasPriceFile } from '@directpay/contracts';
import type { ClinicsRepository } from './clinics-repository';
import type { StoredClinic } from './stored-clinic';

type Located = Pick<StoredClinic, '_id' | 'detail' | 'address' | 'services' | 'otherServices'> & { search: Pick<StoredClinic['search'], 'name'> };

/** What a name list query reads. */
export const LOCATED_PROJECTION = {
  'detail.name': 1,
  'address.streetAddress': 1,
  'address.cityTown': 1,
  'address.state': 1,
  'services.price': 1,
  'otherServices.price': 1,
  'search.name': 1,
} as const;

/** Every category: a name query then reads the category-led name index, as the list does. */
const CATEGORY_IDS = CATEGORIES.map((category) => category.id);

const byName = (keys: string[]) => ({ categoryId: { $in: CATEGORY_IDS }, 'search.name': { $in: keys } });

const place = (doc: Located, withStreet: boolean) =>
  [withStreet ? doc.address.streetAddress : '', doc.address.cityTown, doc.address.state]
    .map((part) => part.replace(/[\r\n]+/g, ' ').trim())
    .filter(Boolean)
    .join(', ');

/** Each listed clinic's location name, by id. */
export async function locationNames(clinics: ClinicsRepository, listed: readonly Located[]): Promise<Map<string, string>> {
  const namesakes = new Map<string, Located[]>();
  // First the names that more than one clinic has, read from the name index alone (a covered read,
  // no document fetched); then only those clinics, to see which have files and where they are.
  const seen = new Map<string, number>();
  const keys = [...new Set(listed.map((doc) => doc.search.name))];
  if (keys.length > 0) {
    const names = clinics.public.find<{ search: { name: string } }>(byName(keys), { projection: { _id: 0, 'search.name': 1 }, hint: 'category_name_covering' });
    for await (const doc of names) seen.set(doc.search.name, (seen.get(doc.search.name) ?? 0) + 1);
  }
  const shared = keys.filter((key) => (seen.get(key) ?? 0) > 1);
  if (shared.length > 0) {
    for await (const doc of clinics.public.find<Located>(byName(shared), { projection: LOCATED_PROJECTION })) {
      if (!hasPriceFile(doc)) continue;
      const group = namesakes.get(doc.search.name) ?? [];
      group.push(doc);
      namesakes.set(doc.search.name, group);
    }
  }
  const names = new Map<string, string>();
  for (const doc of listed) {
    const others = (namesakes.get(doc.search.name) ?? []).filter((other) => !other._id.equals(doc._id));
    if (others.length === 0) {
      names.set(doc._id.toHexString(), doc.detail.name);
      continue;
    }
    const sameCity = others.some((other) => place(other, false).toLowerCase() === place(doc, false).toLowerCase());
    names.set(doc._id.toHexString(), `${doc.detail.name.trim()} (${place(doc, sameCity)})`);
  }
  return names;
}
