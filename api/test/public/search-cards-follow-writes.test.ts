/**
 * Issue 17: a search reads only ids, versions and sort keys and takes the
 * cards of clinics it has shown before from memory. What a visitor must never
 * see is an old card: every owner write (the wizard's save, a new photo, a
 * price, a delete) shows in the very next search, by name, price and
 * distance, and a card is made again only when its clinic changed.
 */
import type { ClinicCard, ClinicSearchResponse } from '@directpay/contracts';
import { buildOwnerTestApp, multipart, pngImage, signIn, validClinic, type FilePart, type TestApp } from '../owner/helpers';

jest.setTimeout(60_000);

const SERVICE = encodeURIComponent('Exam, x-ray & cleaning');
const QUERIES = {
  name: `categoryId=1&bbox=-112,40,-111,41&service=${SERVICE}`,
  price: `categoryId=1&bbox=-112,40,-111,41&service=${SERVICE}&sort=price`,
  distance: `categoryId=1&near=40.23,-111.66&sort=distance&service=${SERVICE}`,
  everyService: 'categoryId=1&bbox=-112,40,-111,41',
};

describe('search cards follow every write', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await buildOwnerTestApp();
    owner = await signIn(t.app, 'cards@example.com');
  });
  afterAll(() => t.close());

  const search = async (query: string): Promise<ClinicSearchResponse> => {
    const res = await t.app.inject({ method: 'GET', url: `/clinics?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as ClinicSearchResponse;
  };
  const cardOf = async (query: string, id: string): Promise<ClinicCard | undefined> => (await search(query)).results.find((c) => c.id === id);
  /** The wizard's save; a photo goes as the part image0 for a new image (url ''). */
  const save = async (clinic: Record<string, unknown>, id?: string, photo?: Buffer) => {
    const parts: [string, string | FilePart][] = [['jsonPayload', JSON.stringify(photo ? { ...clinic, images: [{ url: '' }] } : clinic)]];
    if (photo) parts.push(['image0', { bytes: photo, contentType: 'image/png', filename: 'a.png' }]);
    const body = multipart(parts);
    const res = await t.app.inject({ method: id ? 'PUT' : 'POST', url: `/account/clinics${id ? `/${id}` : ''}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(id ? 200 : 201);
    return res.json().result as { id: string; images: { url: string }[] };
  };

  it('shows a saved name, price, place and photo in the next search of every sort', async () => {
    const { id } = await save(validClinic());
    const other = await save(validClinic({ detail: { ...validClinic().detail, name: 'Another Dental' }, services: [{ description: 'Exam, x-ray & cleaning', price: '150' }] }));
    // Every sort has shown the first card once: from here on it is remembered.
    for (const query of Object.values(QUERIES)) expect((await cardOf(query, id))?.name).toBe('Bright Smiles Dental');
    expect((await cardOf(QUERIES.price, id))?.prices).toEqual([{ description: 'Exam, x-ray & cleaning', price: '120' }]);

    const saved = await save(
      validClinic({
        detail: { ...validClinic().detail, name: 'Bright Smiles Family Dental' },
        address: { ...validClinic().address, cityTown: 'Orem', latitude: 40.3, longitude: -111.7 },
        services: [{ description: 'Exam, x-ray & cleaning', price: '180' }],
      }),
      id,
      await pngImage(),
    );
    for (const query of Object.values(QUERIES)) {
      const card = await cardOf(query, id);
      expect(card).toMatchObject({ name: 'Bright Smiles Family Dental', cityTown: 'Orem', latitude: 40.3, longitude: -111.7 });
      expect(card?.imageUrl).toMatch(/\/images\/[0-9a-f]{24}$/);
    }
    expect(saved.images).toHaveLength(1);
    expect((await cardOf(QUERIES.name, id))?.prices).toEqual([{ description: 'Exam, x-ray & cleaning', price: '180' }]);
    expect((await cardOf(QUERIES.everyService, id))?.prices).toEqual([]);
    // The price order follows the new price: 150 now comes before 180.
    expect((await search(QUERIES.price)).results.map((c) => c.id)).toEqual([other.id, id]);
    // Near-me measures from the new place.
    expect((await cardOf(QUERIES.distance, id))?.distanceKm).toBeCloseTo(8.5, 0);
  });

  it('shows a removed photo and a deleted clinic at once', async () => {
    const { id } = await save(validClinic({ detail: { ...validClinic().detail, name: 'Photo Dental' } }), undefined, await pngImage());
    expect((await cardOf(QUERIES.name, id))?.imageUrl).toMatch(/\/images\//);
    await save(validClinic({ detail: { ...validClinic().detail, name: 'Photo Dental' }, images: [] }), id);
    expect((await cardOf(QUERIES.name, id))?.imageUrl).toBeNull();

    const deleted = await t.app.inject({ method: 'DELETE', url: `/account/clinics/${id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    for (const query of Object.values(QUERIES)) expect(await cardOf(query, id)).toBeUndefined();
  });

  it('makes a card again only when its clinic changed: a card is read from memory while the stored version holds', async () => {
    const { id } = await save(validClinic({ detail: { ...validClinic().detail, name: 'Remembered Dental' } }));
    expect((await cardOf(QUERIES.name, id))?.name).toBe('Remembered Dental');
    const clinics = t.app.mongo.db.collection('clinics');
    const { ObjectId } = await import('mongodb');
    // A change behind the API's back that keeps the version: the remembered card is still shown,
    // which is how we know the search did not read the card's fields again.
    await clinics.updateOne({ _id: new ObjectId(id) }, { $set: { 'detail.name': 'Renamed Behind The Back' } });
    expect((await cardOf(QUERIES.name, id))?.name).toBe('Remembered Dental');
    // The same change stamped with a new revision, as every repository write is: shown at once.
    await clinics.updateOne({ _id: new ObjectId(id) }, { $set: { 'detail.name': 'Renamed And Stamped', revision: new ObjectId() } });
    expect((await cardOf(QUERIES.name, id))?.name).toBe('Renamed And Stamped');
  });
});
