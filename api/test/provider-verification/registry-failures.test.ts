/**
 * What the registry says decides a check only when it says something: each
 * mismatch names its field and what the registry holds; a slow answer, a 500 or
 * an unreachable registry leaves the check pending, with no mark, and it is asked
 * again after the backoff.
 */
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { freePort } from '#test/free-port';
import { validClinic } from '../owner/helpers';
import { publicClinic, saveClinic, saveDoctor, startWorld, SLOW_MS, type VerificationWorld } from './support';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describe('registry answers that do not match', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  it.each([
    ['an inactive NPI', N.inactive, { field: 'status', registryValue: 'D' }],
    ["another organisation's name", N.nameMismatch, { field: 'name', registryValue: 'CANYON ORTHODONTICS PLLC' }],
    ['no practice location in the listing state', N.stateMismatch, { field: 'state', registryValue: 'NV, ID' }],
    ["an individual's NPI on a clinic", N.doctor, { field: 'type', registryValue: 'NPI-1' }],
    ['an NPI the registry does not hold', N.unknown, { field: 'npi' }],
  ])('a clinic with %s: mismatch, no mark', async (_name, npi, expected) => {
    const clinic = (await saveClinic(w, { npi })).json().result;
    expect(clinic.npiCheck).toEqual({ npi, state: 'mismatch', checkedAt: expect.any(String), ...expected });
    expect(clinic).not.toHaveProperty('verifiedProvider');
    expect((await publicClinic(w, clinic.id)).verifiedProvider).toBeUndefined();
  });

  it.each([
    ['another last name', N.lastNameMismatch, { field: 'lastname', registryValue: 'GOMEZ' }],
    ["no licence in the clinic's state", N.licenceStateMismatch, { field: 'licenseState', registryValue: 'ID, NV' }],
    ["an organisation's NPI on a doctor", N.clinic, { field: 'type', registryValue: 'NPI-2' }],
  ])('a doctor with %s: mismatch, no mark', async (_name, npi, expected) => {
    const clinicId = (await saveClinic(w, {})).json().result.id;
    const doctor = (await saveDoctor(w, clinicId, { npi })).json().result;
    expect(doctor.npiCheck).toEqual({ npi, state: 'mismatch', checkedAt: expect.any(String), ...expected });
    expect((await publicClinic(w, clinicId)).doctors[0].verifiedProvider).toBeUndefined();
  });

  it("the name's case, punctuation and legal form do not count, nor the last name's", async () => {
    const clinic = (await saveClinic(w, { npi: N.clinic, detail: { ...validClinic().detail, name: 'bright smiles dental inc.' } })).json().result;
    expect(clinic.npiCheck.state).toBe('verified');
    expect((await saveDoctor(w, clinic.id, { npi: N.doctor, lastname: 'reyes' })).json().result.npiCheck.state).toBe('verified');
  });
});

describe('a registry that cannot answer', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  it('a slow answer times out: pending, no mark, asked again after the backoff', async () => {
    const started = Date.now();
    const clinic = (await saveClinic(w, { npi: N.slow })).json().result;
    // The slow fixture would match: only the timeout keeps it pending.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
    expect(clinic.npiCheck).toEqual({ npi: N.slow, state: 'pending', checkedAt: null });
    expect((await publicClinic(w, clinic.id)).verifiedProvider).toBeUndefined();
    expect(w.registry.lookups(N.slow)).toBe(1);
    await w.t.app.npiChecks.runOnce(new Date(started + 0.5 * MINUTE));
    expect(w.registry.lookups(N.slow)).toBe(1);
    await w.t.app.npiChecks.runOnce(new Date(started + 1.1 * MINUTE));
    expect(w.registry.lookups(N.slow)).toBe(2);
    expect((await publicClinic(w, clinic.id)).verifiedProvider).toBeUndefined();
  });

  it('a 500 leaves the check pending; the job asks again only once the backoff has passed, waiting longer each time', async () => {
    const saved = Date.now();
    const clinic = (await saveClinic(w, { npi: N.serverError })).json().result;
    expect(clinic.npiCheck).toEqual({ npi: N.serverError, state: 'pending', checkedAt: null });
    expect(w.registry.lookups(N.serverError)).toBe(1);
    const at = (ms: number) => new Date(saved + ms);
    const run = async (ms: number) => {
      await w.t.app.npiChecks.runOnce(at(ms));
      return w.registry.lookups(N.serverError);
    };
    expect(await run(0.5 * MINUTE)).toBe(1);
    expect(await run(1.1 * MINUTE)).toBe(2);
    // Now two minutes: not at 2.5, at 3.2.
    expect(await run(2.5 * MINUTE)).toBe(2);
    expect(await run(3.2 * MINUTE)).toBe(3);
    // Then four.
    expect(await run(6.5 * MINUTE)).toBe(3);
    expect(await run(7.3 * MINUTE)).toBe(4);
    const owner = (await w.t.app.inject({ method: 'GET', url: '/account/clinics', headers: w.owner.headers })).json().results.find((c: { id: string }) => c.id === clinic.id);
    expect(owner.npiCheck).toEqual({ npi: N.serverError, state: 'pending', checkedAt: null });
  });
});

describe('an unreachable registry', () => {
  it('leaves the check pending, with no mark, and the save succeeds', async () => {
    const port = await freePort();
    const w = await startWorld({ NPI_REGISTRY_URL: `http://127.0.0.1:${port}` });
    try {
      const res = await saveClinic(w, { npi: N.clinic });
      expect(res.statusCode).toBe(201);
      expect(res.json().result.npiCheck).toEqual({ npi: N.clinic, state: 'pending', checkedAt: null });
      expect((await publicClinic(w, res.json().result.id)).verifiedProvider).toBeUndefined();
      expect(w.registry.lookups(N.clinic)).toBe(0);
    } finally {
      await w.close();
    }
  });
});
