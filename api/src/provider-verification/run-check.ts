/**
 * One claimed check run to its end: the registry is asked, a fact (a record, or
 * none) settles the check, anything else postpones it with backoff; then the
 * clinic's public marks are brought in line with its checks.
 */
import type { ObjectId } from 'mongodb';
import type { ClinicsRepository } from '#src/repositories/clinics/clinics-repository';
import type { NpiMarks } from '#src/repositories/clinics/stored-clinic';
import type { NpiChecksRepository } from '#src/repositories/npi-checks/npi-checks-repository';
import type { StoredNpiCheck } from '#src/repositories/npi-checks/stored-npi-check';
import { lookUpNpi } from './registry-client';
import { matchRecord } from './match-rules';

export interface Verification {
  checks: NpiChecksRepository;
  clinics: ClinicsRepository;
  registryUrl: string;
}

/** Runs a check this process has claimed; true when the registry answered. */
export async function runClaimedCheck(v: Verification, check: StoredNpiCheck, timeoutMs: number, now = new Date()): Promise<boolean> {
  const lookup = await lookUpNpi(v.registryUrl, check.npi, timeoutMs);
  if (lookup.kind === 'unavailable') {
    await v.checks.postpone(check, now);
    return false;
  }
  const outcome = lookup.kind === 'absent' ? ({ state: 'mismatch', field: 'npi' } as const) : matchRecord(lookup.record, check.expected);
  if (await v.checks.settle(check, outcome, now)) await publishMarks(v, check.clinicId, now);
  return true;
}

/** Copies the clinic's verified checks onto it as its public marks. */
export async function publishMarks(v: Verification, clinicId: ObjectId, now = new Date()): Promise<void> {
  const marks: NpiMarks = {};
  for (const check of await v.checks.forClinics([clinicId])) {
    if (check.state !== 'verified' || !check.verifiedAt) continue;
    const mark = { npi: check.npi, verifiedAt: check.verifiedAt };
    if (check.doctorId) marks.doctors = { ...marks.doctors, [check.doctorId.toHexString()]: mark };
    else marks.clinic = mark;
  }
  await v.clinics.setNpiMarks(clinicId, marks, now);
}
