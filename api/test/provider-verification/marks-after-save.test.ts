/**
 * An owner saves a clinic's and a doctor's NPI: the API asks the NPI Registry
 * (the local stand-in) right away, the owner sees each check, and a match shows
 * as the "Verified provider" mark on the profile, the search card and the doctor.
 */
import { FIXTURE_NPIS as N } from '#src/dev-npi-registry/fixtures';
import { trackWrites } from '#test/hardening/support/app';
import { ownerClinic, publicClinic, saveClinic, saveDoctor, searchCard, startWorld, type VerificationWorld } from './support';

jest.setTimeout(60_000);

describe('verified providers after a save', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  it('a matching clinic NPI and doctor NPI are verified at once and marked on the profile, the card and the doctor', async () => {
    const before = Date.now();
    const saved = await saveClinic(w, { npi: N.clinic });
    expect(saved.statusCode).toBe(201);
    const clinic = saved.json().result;
    expect(clinic.npiCheck).toMatchObject({ npi: N.clinic, state: 'verified' });
    expect(Date.parse(clinic.npiCheck.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(clinic.verifiedProvider).toEqual({ npi: N.clinic, verifiedAt: clinic.npiCheck.checkedAt });

    const doctor = await saveDoctor(w, clinic.id, { npi: N.doctor });
    expect(doctor.statusCode).toBe(201);
    expect(doctor.json().result.npiCheck).toMatchObject({ npi: N.doctor, state: 'verified' });
    expect(doctor.json().result.verifiedProvider).toMatchObject({ npi: N.doctor });

    const profile = await publicClinic(w, clinic.id);
    expect(profile.verifiedProvider).toEqual({ npi: N.clinic, verifiedAt: clinic.npiCheck.checkedAt });
    expect(profile.doctors[0].verifiedProvider).toMatchObject({ npi: N.doctor });
    expect(profile).not.toHaveProperty('npiCheck');
    expect(profile.doctors[0]).not.toHaveProperty('npiCheck');
    expect((await searchCard(w, clinic.id))?.verifiedProvider).toEqual(profile.verifiedProvider);
    // Near me, the card carries its distance beside the mark.
    const near = (await w.t.app.inject({ method: 'GET', url: '/clinics?categoryId=1&near=40.23,-111.66&limit=50' })).json().results.find((c: { id: string }) => c.id === clinic.id);
    expect(near).toMatchObject({ verifiedProvider: profile.verifiedProvider, distanceKm: expect.any(Number) });
    const owned = await ownerClinic(w, clinic.id);
    expect(owned?.npiCheck?.state).toBe('verified');
    expect(owned?.doctors[0].npiCheck?.state).toBe('verified');
  });

  it('the practice locations count for the state; a mailing address does not', async () => {
    const viaPractice = (await saveClinic(w, { npi: N.practiceLocation })).json().result;
    expect(viaPractice.npiCheck.state).toBe('verified');
    const mailingOnly = (await saveClinic(w, { npi: N.stateMismatch })).json().result;
    expect(mailingOnly.npiCheck).toMatchObject({ state: 'mismatch', field: 'state', registryValue: 'NV, ID' });
    expect(mailingOnly).not.toHaveProperty('verifiedProvider');
  });

  it('a changed name takes the mark down until the registry matches the new one; a card made before does not keep it', async () => {
    const clinic = (await saveClinic(w, { npi: N.clinic })).json().result;
    expect((await searchCard(w, clinic.id))?.verifiedProvider?.npi).toBe(N.clinic);
    const renamed = await saveClinic(w, { npi: N.clinic, detail: { ...clinic.detail, name: 'Canyon Orthodontics' } }, clinic.id);
    expect(renamed.json().result.npiCheck).toMatchObject({ state: 'mismatch', field: 'name', registryValue: 'BRIGHT SMILES DENTAL, LLC' });
    expect((await publicClinic(w, clinic.id)).verifiedProvider).toBeUndefined();
    expect((await searchCard(w, clinic.id))?.verifiedProvider).toBeUndefined();
    // Removing the NPI removes its check.
    const cleared = (await saveClinic(w, { npi: '' }, clinic.id)).json().result;
    expect(cleared).not.toHaveProperty('npiCheck');
  });

  it("a doctor NPI with a wrong check digit is a 400 naming /body/jsonPayload/npi, and nothing is stored", async () => {
    const clinic = (await saveClinic(w, {})).json().result;
    const wrong = `${N.doctor.slice(0, 9)}${(Number(N.doctor[9]) + 1) % 10}`;
    const writes = trackWrites(w.t.app);
    const res = await saveDoctor(w, clinic.id, { npi: wrong });
    expect({ status: res.statusCode, field: res.json().field }).toEqual({ status: 400, field: '/body/jsonPayload/npi' });
    expect(res.json().message).toMatch(/^jsonPayload\/npi .*check digit/);
    expect(writes.take()).toEqual([]);
    writes.stop();
    expect((await publicClinic(w, clinic.id)).doctors).toEqual([]);
    expect(w.registry.lookups(wrong)).toBe(0);
  });
});
