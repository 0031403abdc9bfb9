import Ajv from 'ajv';
import { ClinicSearchResponse, FIELD_FORMATS, type ClinicCard } from '@directpay/contracts';
import { searchAnswerJson, shown, withDistance } from './card-json';

const card = (over: Partial<ClinicCard> = {}): ClinicCard => ({
  id: '65a1b2c3d4e5f60718293a4b',
  name: 'Clinic "A" \u2013 Provo',
  cityTown: 'Provo',
  state: 'UT',
  latitude: 40.2,
  longitude: null,
  imageUrl: null,
  prices: [{ description: 'Exam, x-ray & cleaning', price: '120' }],
  acceptingNewPatients: true,
  openHours: ['', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', '09:00-17:00', ''],
  ...over,
});

const ajv = new Ajv({ strict: false });
for (const [name, check] of Object.entries(FIELD_FORMATS)) ajv.addFormat(name, check);
const valid = ajv.compile(ClinicSearchResponse);

describe('a search answer written from cards serialized once', () => {
  it('reads back as the answer, and is one the contract accepts', () => {
    const cards = [card(), card({ id: '65a1b2c3d4e5f60718293a4c', imageUrl: 'http://api.test/images/65a1b2c3d4e5f60718293a4d', longitude: -111.6 })];
    const answer = { results: cards.map(shown), total: 301, totalCapped: true as const, nextCursor: 'eyJzIjoibmFtZSJ9' };
    const body = JSON.parse(searchAnswerJson(answer).toString('utf8'));
    expect(body).toEqual({ results: cards, total: 301, totalCapped: true, nextCursor: 'eyJzIjoibmFtZSJ9' });
    expect(valid(body)).toBe(true);
  });

  it('writes an empty page and a last page (no cursor)', () => {
    expect(JSON.parse(searchAnswerJson({ results: [], total: 0, nextCursor: null }).toString('utf8'))).toEqual({ results: [], total: 0, nextCursor: null });
  });

  it('leaves out what the contract does not name, as the routes do: a stored confirmation date never leaves', () => {
    const stored = { description: 'Crown', price: '900', confirmedAt: new Date() };
    const json = shown(card({ prices: [stored] })).json;
    expect(JSON.parse(json.toString('utf8')).prices).toEqual([{ description: 'Crown', price: '900' }]);
  });

  it('adds a near-me distance to the card and its JSON alike', () => {
    const near = withDistance(shown(card()), 12.34);
    expect(near.card.distanceKm).toBe(12.34);
    expect(JSON.parse(near.json.toString('utf8'))).toEqual({ ...card(), distanceKm: 12.34 });
    const body = JSON.parse(searchAnswerJson({ results: [near], total: 1, nextCursor: null }).toString('utf8'));
    expect(valid(body)).toBe(true);
  });
});
