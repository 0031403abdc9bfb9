/**
 * GET /account/appointment-requests.fhir as an EHR would read it: a FHIR R4 Bundle of
 * Appointment resources valid against FHIR's JSON schema, each state mapped to
 * Appointment.status, times with the clinic's UTC offset, the windows as requested periods,
 * the patient and the clinic as participants, no free text a person typed, and only the
 * caller's requests.
 */
import { ObjectId } from 'mongodb';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { validateFhir } from '../open-data/support/fhir-schema';
import { apptClinic, createClinic } from '../appointments/support';
import { storedRequest } from './support';

jest.setTimeout(60_000);

interface Appointment {
  id: string;
  status: string;
  start?: string;
  end?: string;
  created: string;
  comment?: string;
  serviceType: { text: string; coding?: { system: string; code: string }[] }[];
  participant: { actor: { reference?: string; display: string }; status: string }[];
  requestedPeriod: { start: string; end: string }[];
}

let t: TestApp;
let owner: Awaited<ReturnType<typeof signIn>>;
let clinicId = '';
const ids: Record<string, ObjectId> = {};

beforeAll(async () => {
  t = await buildOwnerTestApp();
  owner = await signIn(t.app, 'fhir@example.com');
  clinicId = await createClinic(t, owner, apptClinic());
  const mine = { accountId: new ObjectId(owner.accountId), clinicId: new ObjectId(clinicId) };
  const windows = [
    { day: '2026-06-10', part: 'morning' as const },
    { day: '2026-06-11', part: 'range' as const, from: '14:00', to: '15:30' },
  ];
  const time = { day: '2026-06-11', from: '14:00', to: '14:30' };
  const docs = {
    requested: storedRequest({ ...mine, windows, note: 'I have diabetes and a bad tooth' }),
    proposed: storedRequest({ ...mine, state: 'proposed', time: { day: '2026-06-12', from: '10:00', to: '10:30' }, firstAnsweredAt: new Date('2026-06-01T17:00:00Z') }),
    confirmed: storedRequest({ ...mine, windows, state: 'confirmed', time, firstAnsweredAt: new Date('2026-06-01T17:00:00Z') }),
    declined: storedRequest({ ...mine, state: 'declined', declineReason: 'We do not treat pregnancy gingivitis', firstAnsweredAt: new Date('2026-06-01T17:00:00Z') }),
    expired: storedRequest({ ...mine, state: 'expired', service: { description: 'Night guard', price: '350', code: '', codeSystem: '' } }),
    others: storedRequest({ accountId: new ObjectId(), clinicId: new ObjectId(), name: 'Someone Else' }),
  };
  for (const [state, doc] of Object.entries(docs)) ids[state] = doc._id;
  await t.app.appointments.collection.insertMany(Object.values(docs));
});
afterAll(() => t.close());

const fhir = () => t.app.inject({ method: 'GET', url: '/account/appointment-requests.fhir', headers: owner.headers });

describe('the FHIR R4 Bundle of the owner’s appointment requests', () => {
  it('is application/fhir+json, a searchset Bundle valid against FHIR R4’s JSON schema, with every Appointment valid', async () => {
    const res = await fhir();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json() as { resourceType: string; type: string; total: number; entry: { resource: Appointment }[] };
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 5 });
    expect(validateFhir(bundle)).toEqual([]);
    for (const { resource } of bundle.entry) expect(validateFhir(resource as unknown as Record<string, unknown>)).toEqual([]);
  });

  it('maps each state to Appointment.status, with start and end in the clinic’s offset where a time is set', async () => {
    const { entry } = (await fhir()).json() as { entry: { resource: Appointment }[] };
    const byId = new Map(entry.map((e) => [e.resource.id, e.resource]));
    const of = (state: string) => byId.get(ids[state]?.toHexString() ?? '') as Appointment;
    expect(['requested', 'proposed', 'confirmed', 'declined', 'expired'].map((s) => of(s).status)).toEqual(['proposed', 'pending', 'booked', 'cancelled', 'cancelled']);
    // Provo in June is UTC-6.
    expect(of('confirmed')).toMatchObject({ start: '2026-06-11T14:00:00-06:00', end: '2026-06-11T14:30:00-06:00' });
    expect(of('proposed')).toMatchObject({ start: '2026-06-12T10:00:00-06:00', end: '2026-06-12T10:30:00-06:00' });
    expect(of('requested').start).toBeUndefined();
    expect(of('requested').requestedPeriod).toEqual([
      { start: '2026-06-10T09:00:00-06:00', end: '2026-06-10T12:00:00-06:00' },
      { start: '2026-06-11T14:00:00-06:00', end: '2026-06-11T15:30:00-06:00' },
    ]);
    expect(of('requested').created).toBe('2026-06-01T16:00:00.000Z');
    expect(of('requested').serviceType).toEqual([{ coding: [{ system: 'http://www.ada.org/cdt', code: 'D0150' }], text: 'Exam, x-ray & cleaning' }]);
    expect(of('expired').serviceType).toEqual([{ text: 'Night guard' }]);
    expect(of('requested').participant).toEqual([
      expect.objectContaining({ actor: { display: 'Sam Lee' }, status: 'accepted' }),
      expect.objectContaining({ actor: { reference: `Location/${clinicId}`, display: 'Bright Smiles Provo' }, status: 'needs-action' }),
    ]);
  });

  it('leaves out the patient’s note and the clinic’s reason, and every other account’s requests', async () => {
    const res = await fhir();
    expect(res.body).not.toContain('diabetes');
    expect(res.body).not.toContain('gingivitis');
    expect(res.body).not.toContain('Someone Else');
    expect(res.body).not.toContain(ids.others?.toHexString());
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/account/appointment-requests.fhir' })).statusCode).toBe(401);
  });
});
