/**
 * An owner unpublishes every location of one import in one action, and
 * publishes them again: the public stops finding them, the owner still sees and
 * edits them. Another account's import id, or a forged one, changes nothing.
 */
import type { ImportSummary, OwnerClinic } from '@directpay/contracts';
import { trackWrites } from '../hardening/support/app';
import { buildOwnerTestApp, multipart, signIn, validClinic, type TestApp } from '../owner/helpers';
import { importRequest, threeLocations } from './support';

jest.setTimeout(60_000);
let t: TestApp;
let writes: ReturnType<typeof trackWrites>;
beforeAll(async () => {
  t = await buildOwnerTestApp();
  writes = trackWrites(t.app);
});
afterAll(async () => {
  writes.stop();
  await t.close();
});

type Session = Awaited<ReturnType<typeof signIn>>;

const history = async (owner: Session) => {
  const response = await t.app.inject({ url: '/account/imports', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json().results as ImportSummary[];
};
const setPublished = (owner: Session, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/account/imports/${id}/visibility`, headers: owner.headers, payload: payload as Record<string, unknown> });
const ownClinics = async (owner: Session) => (await t.app.inject({ url: '/account/clinics', headers: owner.headers })).json().results as OwnerClinic[];
const profileStatus = async (id: string) => (await t.app.inject({ url: `/clinics/${id}` })).statusCode;
const searchedNames = async () =>
  ((await t.app.inject({ url: '/clinics?categoryId=1&sort=name&limit=50' })).json().results as { name: string }[]).map((c) => c.name);

/** An owner with one applied import of three new locations, and that import's id. */
async function ownerWithImport(email: string) {
  const owner = await signIn(t.app, email);
  expect((await importRequest(t.app, owner, threeLocations(), { apply: true })).statusCode).toBe(200);
  const [latest] = await history(owner);
  return { owner, importId: latest.id };
}

it('lists the applied import with when it ran and what it created; unpublishing hides its locations from the public, not from the owner', async () => {
  const before = new Date();
  const { owner, importId } = await ownerWithImport('unpublish@example.com');
  const [listed] = await history(owner);
  expect(listed).toEqual({ id: importId, ranAt: expect.any(String), created: 3, updated: 0, locations: 3, unpublished: 0 });
  expect(new Date(listed.ranAt).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  const ids = (await ownClinics(owner)).map((c) => c.id);
  expect(await Promise.all(ids.map(profileStatus))).toEqual([200, 200, 200]);
  expect(await searchedNames()).toEqual(expect.arrayContaining(['Smiles Orem', 'Smiles Provo', 'Smiles Salt Lake']));

  const response = await setPublished(owner, importId, { published: false });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ result: { ...listed, unpublished: 3 } });
  expect(await Promise.all(ids.map(profileStatus))).toEqual([404, 404, 404]);
  expect(await searchedNames()).not.toEqual(expect.arrayContaining(['Smiles Orem']));
  expect((await ownClinics(owner)).map((c) => [c.detail.name, c.visibility])).toEqual([
    ['Smiles Orem', 'unpublished'],
    ['Smiles Provo', 'unpublished'],
    ['Smiles Salt Lake', 'unpublished'],
  ]);

  const again = await setPublished(owner, importId, { published: true });
  expect(again.json()).toEqual({ result: { ...listed, unpublished: 0 } });
  expect(await Promise.all(ids.map(profileStatus))).toEqual([200, 200, 200]);
  expect(await searchedNames()).toEqual(expect.arrayContaining(['Smiles Orem', 'Smiles Provo', 'Smiles Salt Lake']));
});

it('lists imports newest first, counting the locations each updated and leaving out those deleted since', async () => {
  const { owner, importId } = await ownerWithImport('history@example.com');
  // The same file with one price changed: one location updated.
  const changed = threeLocations({ price: '130' });
  expect((await importRequest(t.app, owner, changed, { apply: true })).json()).toMatchObject({ created: 0, updated: 1 });
  const provo = (await ownClinics(owner)).find((c) => c.detail.name === 'Smiles Provo')!;
  expect((await t.app.inject({ method: 'DELETE', url: `/account/clinics/${provo.id}`, headers: owner.headers })).statusCode).toBe(204);
  const [latest, first] = await history(owner);
  expect(first).toMatchObject({ id: importId, created: 3, updated: 0, locations: 2, unpublished: 0 });
  expect(latest).toMatchObject({ created: 0, updated: 1, locations: 0, unpublished: 0 });
  expect(new Date(latest.ranAt).getTime()).toBeGreaterThanOrEqual(new Date(first.ranAt).getTime());
});

it('answers the same summary when sent twice, and writes nothing the second time', async () => {
  const { owner, importId } = await ownerWithImport('twice@example.com');
  const first = await setPublished(owner, importId, { published: false });
  writes.take();
  const second = await setPublished(owner, importId, { published: false });
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(writes.take()).toEqual([]);
});

it("keeps an unpublished location unpublished when its owner edits it", async () => {
  const { owner, importId } = await ownerWithImport('edit-hidden@example.com');
  await setPublished(owner, importId, { published: false });
  const [clinic] = await ownClinics(owner);
  // The clinic echoed back as GET answered it, visibility included, with a new name.
  const body = multipart([['jsonPayload', JSON.stringify({ ...clinic, detail: { ...clinic.detail, name: 'Smiles Renamed' } })]]);
  const saved = await t.app.inject({ method: 'PUT', url: `/account/clinics/${clinic.id}`, headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().result).toMatchObject({ detail: { name: 'Smiles Renamed' }, visibility: 'unpublished' });
  expect(await profileStatus(clinic.id)).toBe(404);
});

it("answers 404 for another account's import and changes nothing", async () => {
  const { owner, importId } = await ownerWithImport('victim@example.com');
  const intruder = await signIn(t.app, 'intruder@example.com');
  writes.take();
  const response = await setPublished(intruder, importId, { published: false });
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe('Import not found.');
  expect(writes.take()).toEqual([]);
  expect((await history(owner))[0].unpublished).toBe(0);
  expect(await history(intruder)).toEqual([]);
});

it('answers 404 for an id that is no import, and 400 naming the field for a forged id or body', async () => {
  const { owner, importId } = await ownerWithImport('forged@example.com');
  const clinicId = (await ownClinics(owner))[0].id;
  writes.take();
  for (const id of ['0123456789abcdef01234567', clinicId]) {
    const response = await setPublished(owner, id, { published: false });
    expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
  }
  const cases: [string, unknown, string][] = [
    ['not-an-id', { published: false }, '/params/id'],
    [`${importId}0`, { published: false }, '/params/id'],
    [importId, { published: 'no' }, '/body/published'],
    [importId, {}, '/body/published'],
    [importId, { published: false, accountId: 'x' }, '/body/accountId'],
  ];
  for (const [id, payload, field] of cases) {
    const response = await setPublished(owner, id, payload);
    expect({ id, payload, status: response.statusCode, field: response.json().field }).toEqual({ id, payload, status: 400, field });
  }
  expect(writes.take()).toEqual([]);
});

it('needs a session, like every account route', async () => {
  const { importId } = await ownerWithImport('session@example.com');
  expect((await t.app.inject({ method: 'PUT', url: `/account/imports/${importId}/visibility`, payload: { published: false } })).statusCode).toBe(401);
  expect((await t.app.inject({ url: '/account/imports' })).statusCode).toBe(401);
});

it('leaves a location the owner created by hand alone', async () => {
  const { owner, importId } = await ownerWithImport('by-hand@example.com');
  const body = multipart([['jsonPayload', JSON.stringify(validClinic({ detail: { ...validClinic().detail, name: 'Hand Made Smiles' } }))]]);
  const made = await t.app.inject({ method: 'POST', url: '/account/clinics', headers: { ...owner.headers, ...body.headers }, payload: body.payload });
  expect(made.statusCode).toBe(201);
  await setPublished(owner, importId, { published: false });
  expect(await profileStatus(made.json().result.id)).toBe(200);
});

describe('one location', () => {
  const setClinic = (owner: Session, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/account/clinics/${id}/visibility`, headers: owner.headers, payload: payload as Record<string, unknown> });

  it('unpublishes and publishes one location of an import, which the import then counts', async () => {
    const { owner, importId } = await ownerWithImport('one-location@example.com');
    const [first, second] = await ownClinics(owner);
    const hidden = await setClinic(owner, first.id, { published: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().result).toMatchObject({ id: first.id, visibility: 'unpublished' });
    expect([await profileStatus(first.id), await profileStatus(second.id)]).toEqual([404, 200]);
    expect((await history(owner)).find((h) => h.id === importId)).toMatchObject({ locations: 3, unpublished: 1 });
    writes.take();
    expect((await setClinic(owner, first.id, { published: false })).json()).toEqual(hidden.json());
    expect(writes.take()).toEqual([]);
    expect((await setClinic(owner, first.id, { published: true })).json().result.visibility).toBe('public');
    expect(await profileStatus(first.id)).toBe(200);
  });

  it("answers 404 for another account's location and changes nothing", async () => {
    const { owner } = await ownerWithImport('one-victim@example.com');
    const intruder = await signIn(t.app, 'one-intruder@example.com');
    const [clinic] = await ownClinics(owner);
    writes.take();
    const response = await setClinic(intruder, clinic.id, { published: false });
    expect(response.statusCode).toBe(404);
    expect(writes.take()).toEqual([]);
    expect(await profileStatus(clinic.id)).toBe(200);
  });
});
