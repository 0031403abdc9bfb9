/**
 * Search cards kept in memory by clinic, so a search page reads only ids,
 * versions and sort keys from the database and makes the cards of clinics it
 * has shown before without reading their names, addresses and services
 * again: a page is then answered from the sort index alone (a covered read)
 * on MongoDB and the embedded engine alike.
 *
 * A card is used only while the clinic's stored version is the one it was
 * made from: the revision every write through the repositories sets (a new
 * ObjectId, see `revised` in stored-clinic.ts) and the write's updatedAt, so
 * an older API version that sets only updatedAt is not missed either. Entries
 * also expire after `ttlMs`, which bounds how long a write made behind the
 * API's back (a database shell) that leaves both untouched can show an old
 * card. Versions are compared as read (the revision's bytes, updatedAt's
 * milliseconds), with no string made per row.
 */
import type { ObjectId } from 'mongodb';
import { ALL_SERVICES, serviceGroupMatches, type ClinicCard, type Service } from '@directpay/contracts';
import { fromPriceOf } from './from-price';
import { shown, type ShownCard } from './card-json';
import type { SearchScope } from './search-query';
import type { ClinicSearchFields } from './stored-clinic';

/** A clinic's list sort keys (stored-clinic.ts): where a page that ends with it resumes. */
export type SortKeys = Pick<ClinicSearchFields, 'name' | 'minPrice' | 'prices'> & Partial<Pick<ClinicSearchFields, 'codePrices'>>;

/** A card without the prices, which depend on the selected service group or code, and every priced service. */
export interface CardParts {
  base: Omit<ClinicCard, 'prices' | 'fromPrice' | 'distanceKm'>;
  priced: Service[];
  /** Kept with the card, so a page reads no sort key from the database: its cursor takes the last card's. */
  keys: SortKeys;
}

/** What a search reads of each clinic instead of its card fields. */
export interface CardVersion {
  _id: ObjectId;
  revision?: ObjectId;
  updatedAt?: Date;
}

/** A clinic's version: its revision (or _id, before revisions) and updatedAt in milliseconds. */
export interface Version {
  revision: ObjectId;
  at: number;
}

interface Entry {
  version: Version;
  at: number;
  /** When it was last moved to the most recently used end. */
  usedAt: number;
  parts: CardParts;
  /** Cards by selected service ('' for every service) or code, serialized once. */
  cards: Map<string, ShownCard>;
}

/** The projection that reads a clinic's version. */
export const VERSION_PROJECTION = { _id: 1, revision: 1, updatedAt: 1 } as const;

/**
 * The version a card was made from. A clinic last written by a version before
 * revisions has none: its _id stands in (no revision is ever another clinic's
 * _id), so its next write, which stamps a new revision, changes the version.
 * Undefined without updatedAt (not cached).
 */
export function versionOf(doc: CardVersion): Version | undefined {
  if (!(doc.updatedAt instanceof Date)) return undefined;
  return { revision: doc.revision ?? doc._id, at: doc.updatedAt.getTime() };
}

export function sameVersion(a: Version | undefined, b: Version | undefined): boolean {
  return a !== undefined && b !== undefined && a.at === b.at && a.revision.equals(b.revision);
}

/**
 * The card shown for a code (the services carrying it), a selected service group (its
 * priced services), or every service of a category (no price lines: its "from" price).
 */
export function cardFor(parts: CardParts, { categoryId, service, code }: SearchScope): ClinicCard {
  if (code !== undefined) return { ...parts.base, prices: parts.priced.filter((s) => s.code === code) };
  if (categoryId === undefined) return { ...parts.base, prices: [] };
  if (service === undefined || service === ALL_SERVICES) {
    const from = fromPriceOf(categoryId, parts.priced);
    return { ...parts.base, prices: [], ...(from ? { fromPrice: from } : {}) };
  }
  const matches = serviceGroupMatches(categoryId, service);
  return { ...parts.base, prices: matches ? parts.priced.filter((s) => matches.includes(s.description.trim())) : [] };
}

/** The key of a scope's card among a clinic's cards: a code cannot look like a service label's key. */
const cardKey = ({ service, code }: SearchScope) => (code !== undefined ? `#${code}` : (service ?? ''));

export class CardCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly max = 20_000,
    private readonly ttlMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The card of a clinic at this version for the search's service or code, or undefined when it must be read. */
  card(id: string, version: Version | undefined, scope: SearchScope): ShownCard | undefined {
    if (version === undefined) return undefined;
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (!sameVersion(entry.version, version) || this.now() - entry.at > this.ttlMs) {
      this.entries.delete(id);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first entry is the one to drop.
    // Moved at most once a second: a card shown by every search of a busy area is not moved 50
    // times a second, and the order is still right to within a second.
    const now = this.now();
    if (now - entry.usedAt >= 1000) {
      entry.usedAt = now;
      this.entries.delete(id);
      this.entries.set(id, entry);
    }
    const key = cardKey(scope);
    let card = entry.cards.get(key);
    if (!card) {
      card = shown(cardFor(entry.parts, scope));
      entry.cards.set(key, card);
    }
    return card;
  }

  /** The sort keys kept with a clinic's card at `version`, or undefined when the cache holds another version or none. */
  sortKeys(id: string, version: Version | undefined): SortKeys | undefined {
    const entry = this.entries.get(id);
    return entry && sameVersion(entry.version, version) ? entry.parts.keys : undefined;
  }

  /** Keeps the parts of a card read at `version` (a clinic without a revision is not kept). */
  remember(id: string, version: Version | undefined, parts: CardParts): void {
    if (version === undefined) return;
    // Deleted first, so the new entry goes to the most recently used end.
    this.entries.delete(id);
    const now = this.now();
    this.entries.set(id, { version, at: now, usedAt: now, parts, cards: new Map() });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
