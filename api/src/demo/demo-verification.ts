/**
 * Demo clinics and doctors in each state of an NPI check, so `npm start` shows
 * the marks and the owner's mismatch display: some carry NPIs of the local NPI
 * Registry's fixtures, and their checks are stored as that registry answers them
 * (a fixture that answers with a 500 stays pending; the job keeps retrying it).
 * Two of them are the development account's (demo-estimates.ts).
 */
import { ObjectId } from 'mongodb';
import { addMonths } from '@directpay/contracts';
import { FIXTURE_NPIS as N, registryFixtures } from '#src/dev-npi-registry/fixtures';
import { matchRecord, type MatchOutcome } from '#src/provider-verification/match-rules';
import { publishMarks } from '#src/provider-verification/run-check';
import type { ClinicsRepository } from '#src/repositories/clinics/clinics-repository';
import { RECHECK_MONTHS, type NpiChecksRepository } from '#src/repositories/npi-checks/npi-checks-repository';
import { subjectsOf, type NpiSubject, type StoredNpiCheck } from '#src/repositories/npi-checks/stored-npi-check';
import { demoClinicId } from './demo-clinics';

/** Demo clinic number → its NPI and its doctors' (by position; absent: none). */
export const DEMO_NPIS: { clinic: number; npi: string; doctors: (string | undefined)[] }[] = [
  // The development account's: a verified clinic and doctor; a mismatched clinic name, a pending doctor, a doctor licensed elsewhere.
  { clinic: 0, npi: N.demoSunriseDental, doctors: [N.demoOkafor] },
  { clinic: 1, npi: N.demoPioneerFertility, doctors: [N.serverError, N.demoNguyen] },
  // Public ones: pending, inactive, verified with a verified doctor.
  { clinic: 2, npi: N.serverError, doctors: [] },
  { clinic: 3, npi: N.demoSummitRadiology, doctors: [] },
  { clinic: 6, npi: N.demoJuniperChiropractic, doctors: [N.demoJohnson] },
];

/** What the local registry answers for a subject: a match outcome, or pending when it answers with an error. */
function registryOutcome(subject: NpiSubject): MatchOutcome | 'pending' {
  const fixture = registryFixtures().get(subject.npi);
  if (fixture?.behaviour) return 'pending';
  return fixture?.record ? matchRecord(fixture.record, subject.expected) : { state: 'mismatch', field: 'npi' };
}

function storedCheck(clinicId: ObjectId, subject: NpiSubject, now: Date): StoredNpiCheck {
  const base = { _id: new ObjectId(), clinicId, doctorId: subject.doctorId, npi: subject.npi, expected: subject.expected, key: subject.key };
  const outcome = registryOutcome(subject);
  if (outcome === 'pending') return { ...base, state: 'pending', checkedAt: null, dueAt: now, attempts: 0 };
  const settled = { ...base, checkedAt: now, dueAt: addMonths(now, RECHECK_MONTHS), attempts: 0 };
  if (outcome.state === 'verified') return { ...settled, state: 'verified', verifiedAt: now };
  return { ...settled, state: 'mismatch', field: outcome.field, ...(outcome.registryValue ? { registryValue: outcome.registryValue } : {}) };
}

/** Gives the planned demo clinics their NPIs and checks (again, on a reseed); returns how many checks it wrote. */
export async function seedDemoVerification(repos: { clinics: ClinicsRepository; checks: NpiChecksRepository }, now = new Date()): Promise<number> {
  const verification = { ...repos, registryUrl: '' };
  let seeded = 0;
  for (const plan of DEMO_NPIS) {
    const id = demoClinicId(plan.clinic);
    const clinic = await repos.clinics.collection.findOne({ _id: id, demo: true });
    if (!clinic) continue;
    const doctors = clinic.doctors.map((d, i) => (plan.doctors[i] ? { ...d, npi: plan.doctors[i] } : d));
    await repos.clinics.collection.updateOne({ _id: id }, { $set: { npi: plan.npi, doctors } });
    const checks = subjectsOf({ ...clinic, npi: plan.npi, doctors }).map((subject) => storedCheck(id, subject, now));
    await repos.checks.deleteForClinic(id);
    await repos.checks.insertMany(checks);
    await publishMarks(verification, id, now);
    seeded += checks.length;
  }
  return seeded;
}
