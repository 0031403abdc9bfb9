import { ObjectId } from 'mongodb';
import { CardCache, sameVersion, versionOf, type CardParts } from './card-cache';

// Dental (category 1): "Exam, x-ray & cleaning" groups two descriptions.
const parts = (name: string): CardParts => ({
  base: { id: 'a', name, cityTown: 'Provo', state: 'UT', latitude: 40.2, longitude: -111.6, imageUrl: null, acceptingNewPatients: true, openHours: ['', '', '', '', '', '', ''] },
  priced: [
    { description: 'Exam, x-ray & cleaning', price: '$120', code: 'D1110', codeSystem: 'CDT' },
    { description: 'Crown', price: '$900' },
  ],
  keys: { name: name.toLowerCase(), minPrice: 120, prices: { 'exam-x-ray-cleaning': 120 } },
});

describe('the search card cache', () => {
  const revision = new ObjectId();
  const version = versionOf({ _id: new ObjectId(), revision, updatedAt: new Date(1_000) });

  it('answers a card only at the version it was made from', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Old name'));
    expect(cache.card('a', version, { categoryId: 1 })?.card.name).toBe('Old name');
    // A write gives a new revision and updatedAt: the old card is not shown, and is dropped.
    const next = versionOf({ _id: new ObjectId(), revision: new ObjectId(), updatedAt: new Date(2_000) });
    expect(cache.card('a', next, { categoryId: 1 })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps the sort keys with the card, answered only at its version', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Kept Name'));
    expect(cache.sortKeys('a', version)).toEqual({ name: 'kept name', minPrice: 120, prices: { 'exam-x-ray-cleaning': 120 } });
    const next = versionOf({ _id: new ObjectId(), revision: new ObjectId(), updatedAt: new Date(2_000) });
    expect(cache.sortKeys('a', next)).toBeUndefined();
    expect(cache.sortKeys('b', version)).toBeUndefined();
    expect(cache.sortKeys('a', undefined)).toBeUndefined();
  });

  it('misses when only updatedAt moved, as a write by a version without revisions does', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Old name'));
    expect(cache.card('a', versionOf({ _id: new ObjectId(), revision, updatedAt: new Date(1_001) }), { categoryId: 1 })).toBeUndefined();
  });

  it('takes the _id for the revision of a clinic written before revisions, and its next write changes the version', () => {
    const id = new ObjectId();
    const old = versionOf({ _id: id, updatedAt: new Date(1_000) });
    expect(sameVersion(old, { revision: new ObjectId(id.toHexString()), at: 1_000 })).toBe(true);
    const cache = new CardCache();
    cache.remember('a', old, parts('Before revisions'));
    expect(cache.card('a', old, { categoryId: 1 })?.card.name).toBe('Before revisions');
    // Even a write in the same millisecond: the stamp's new revision is not the _id.
    expect(cache.card('a', versionOf({ _id: id, revision: new ObjectId(), updatedAt: new Date(1_000) }), { categoryId: 1 })).toBeUndefined();
  });

  it('compares versions by value: the same revision and time read twice are one version', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Clinic'));
    const readAgain = versionOf({ _id: new ObjectId(), revision: new ObjectId(revision.toHexString()), updatedAt: new Date(1_000) });
    expect(cache.card('a', readAgain, { categoryId: 1 })?.card.name).toBe('Clinic');
    expect(cache.sortKeys('a', readAgain)).toBeDefined();
  });

  it('never keeps a clinic stored without updatedAt', () => {
    const cache = new CardCache();
    const none = versionOf({ _id: new ObjectId() });
    expect(none).toBeUndefined();
    cache.remember('a', none, parts('No version'));
    expect(cache.size).toBe(0);
    expect(cache.card('a', none, { categoryId: 1 })).toBeUndefined();
  });

  it('shows the prices of the selected service group, none for every service', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Clinic'));
    expect(cache.card('a', version, { categoryId: 1 })?.card.prices).toEqual([]);
    const exam = cache.card('a', version, { categoryId: 1, service: 'Exam, x-ray & cleaning' });
    expect(exam?.card.prices.map((p) => p.description)).toEqual(['Exam, x-ray & cleaning']);
    // The same card object for the next search of that service.
    expect(cache.card('a', version, { categoryId: 1, service: 'Exam, x-ray & cleaning' })).toBe(exam);
  });

  it('gives every-service cards of a category their "from" price, and no price lines', () => {
    const cache = new CardCache();
    cache.remember('a', version, { ...parts('Clinic'), priced: [{ description: 'Crown', price: '900' }, { description: 'Exam, x-ray & cleaning', price: '120' }] });
    const all = cache.card('a', version, { categoryId: 1 })?.card;
    expect(all?.prices).toEqual([]);
    // Not a headline of Dental: the lowest listed price, named.
    expect(all?.fromPrice).toEqual({ description: 'Exam, x-ray & cleaning', price: '120' });
    expect(cache.card('a', version, { categoryId: 1, service: 'Exam, x-ray & cleaning' })?.card.fromPrice).toBeUndefined();
    expect(cache.card('a', version, { code: 'D1110' })?.card.fromPrice).toBeUndefined();
  });

  it('shows the services carrying the searched code, whatever the category, apart from the service cards', () => {
    const cache = new CardCache();
    cache.remember('a', version, parts('Clinic'));
    const coded = cache.card('a', version, { code: 'D1110' });
    expect(coded?.card.prices).toEqual([{ description: 'Exam, x-ray & cleaning', price: '$120', code: 'D1110', codeSystem: 'CDT' }]);
    expect(cache.card('a', version, { categoryId: 1, code: 'D1110' })).toBe(coded);
    expect(cache.card('a', version, { code: 'D0150' })?.card.prices).toEqual([]);
    expect(cache.card('a', version, { categoryId: 1 })?.card.prices).toEqual([]);
  });

  it('forgets a card after its time to live, so a write behind the API is shown in the end', () => {
    let now = 0;
    const cache = new CardCache(10, 60_000, () => now);
    cache.remember('a', version, parts('Clinic'));
    now = 60_000;
    expect(cache.card('a', version, { categoryId: 1 })).toBeDefined();
    now = 60_001;
    expect(cache.card('a', version, { categoryId: 1 })).toBeUndefined();
  });

  it('holds at most its size, dropping the card used least recently (to within a second)', () => {
    let now = 0;
    const cache = new CardCache(2, 60_000, () => now);
    cache.remember('a', version, parts('A'));
    cache.remember('b', version, parts('B'));
    now = 1_000;
    expect(cache.card('a', version, { categoryId: 1 })).toBeDefined(); // a is now the most recent
    cache.remember('c', version, parts('C'));
    expect(cache.size).toBe(2);
    expect(cache.card('b', version, { categoryId: 1 })).toBeUndefined();
    expect(cache.card('a', version, { categoryId: 1 })?.card.name).toBe('A');
    expect(cache.card('c', version, { categoryId: 1 })?.card.name).toBe('C');
  });
});
