/**
 * A settled check comes back a year later: an NPI that lapsed meanwhile loses
 * its mark (profile, card, doctor); one still active keeps it, with the new date.
 */
import { FIXTURE_NPIS as N, registryFixtures } from '#src/dev-npi-registry/fixtures';
import { addMonths } from '@directpay/contracts';
import { ownerClinic, publicClinic, saveClinic, saveDoctor, searchCard, startWorld, type VerificationWorld } from './support';

jest.setTimeout(60_000);

describe('the yearly recheck', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  it('a lapsed clinic NPI loses its mark a year on; an active doctor NPI keeps its mark with the new date', async () => {
    const savedAt = new Date();
    const clinic = (await saveClinic(w, { npi: N.clinic })).json().result;
    await saveDoctor(w, clinic.id, { npi: N.doctor });
    expect((await publicClinic(w, clinic.id)).verifiedProvider?.npi).toBe(N.clinic);
    expect(w.registry.lookups(N.clinic)).toBe(1);

    // The organisation's NPI is deactivated in the registry.
    const record = registryFixtures().get(N.clinic)!.record!;
    w.registry.setRecord(N.clinic, { ...record, basic: { ...record.basic, status: 'D' } });

    // Eleven months on, nothing is due.
    expect(await w.t.app.npiChecks.runOnce(addMonths(savedAt, 11))).toBe(0);
    expect(w.registry.lookups(N.clinic)).toBe(1);
    expect((await publicClinic(w, clinic.id)).verifiedProvider?.npi).toBe(N.clinic);

    const yearOn = new Date(addMonths(savedAt, 12).getTime() + 86_400_000);
    expect(await w.t.app.npiChecks.runOnce(yearOn)).toBe(2);
    expect(w.registry.lookups(N.clinic)).toBe(2);
    const profile = await publicClinic(w, clinic.id);
    expect(profile.verifiedProvider).toBeUndefined();
    expect((await searchCard(w, clinic.id))?.verifiedProvider).toBeUndefined();
    expect(profile.doctors[0].verifiedProvider).toEqual({ npi: N.doctor, verifiedAt: yearOn.toISOString() });
    const owned = await ownerClinic(w, clinic.id);
    expect(owned?.npiCheck).toEqual({ npi: N.clinic, state: 'mismatch', checkedAt: yearOn.toISOString(), field: 'status', registryValue: 'D' });
  });
});

describe('a deleted clinic', () => {
  let w: VerificationWorld;
  beforeAll(async () => {
    w = await startWorld();
  });
  afterAll(() => w.close());

  it('takes its checks with it: the yearly recheck never asks about it', async () => {
    const savedAt = new Date();
    const clinic = (await saveClinic(w, { npi: N.practiceLocation })).json().result;
    expect(w.registry.lookups(N.practiceLocation)).toBe(1);
    expect((await w.t.app.inject({ method: 'DELETE', url: `/account/clinics/${clinic.id}`, headers: w.owner.headers })).statusCode).toBe(204);
    await w.t.app.npiChecks.runOnce(new Date(addMonths(savedAt, 12).getTime() + 86_400_000));
    expect(w.registry.lookups(N.practiceLocation)).toBe(1);
  });
});
