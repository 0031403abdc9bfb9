/**
 * How an NPI check is stored in `npiChecks`: one document per NPI a clinic
 * carries (its own, and each doctor's), holding what it is checked against, the
 * last outcome and when it is next due. The document is the work queue too: a
 * process claims a due check before it asks the registry (npi-checks-repository.ts).
 */
import type { ObjectId } from 'mongodb';
import { normalisedLastName, normalisedOrganisationName, type Expectation } from '#src/provider-verification/match-rules';
import type { NpiCheck, NpiCheckState, NpiMismatchField } from '@directpay/contracts';
import type { StoredClinic } from '../clinics/stored-clinic';

export const NPI_CHECKS_COLLECTION = 'npiChecks';

export interface StoredNpiCheck {
  _id: ObjectId;
  clinicId: ObjectId;
  /** null: the clinic location's own NPI. */
  doctorId: ObjectId | null;
  npi: string;
  expected: Expectation;
  /** The NPI and what it is checked against, normalised: a save that changes it queues the check again. */
  key: string;
  state: NpiCheckState;
  /** When the registry last answered for this check; null while it never has. */
  checkedAt: Date | null;
  /** When the registry last confirmed the match (verified only). */
  verifiedAt?: Date;
  field?: NpiMismatchField;
  registryValue?: string;
  /** When a process may next take it: a retry, the yearly recheck, or a claim's lease running out. */
  dueAt: Date;
  /** Failed attempts in a row (unreachable, slow, 5xx): the backoff's exponent. */
  attempts: number;
  /** The claim of the process asking the registry now; its answer is stored only while it holds. */
  claim?: ObjectId;
}

/** One NPI of a clinic and what it must match. */
export interface NpiSubject {
  doctorId: ObjectId | null;
  npi: string;
  expected: Expectation;
  key: string;
}

function keyOf(npi: string, expected: Expectation): string {
  const who = expected.kind === 'clinic' ? normalisedOrganisationName(expected.name) : normalisedLastName(expected.lastname);
  return [npi, expected.kind, who, expected.state.trim().toUpperCase()].join('|');
}

/** Every NPI a clinic carries, with what each is checked against (a doctor's licence state is the clinic's). */
export function subjectsOf(clinic: Pick<StoredClinic, 'npi' | 'detail' | 'address' | 'doctors'>): NpiSubject[] {
  const state = clinic.address.state;
  const subjects: NpiSubject[] = [];
  const npi = clinic.npi?.trim();
  if (npi) {
    const expected: Expectation = { kind: 'clinic', name: clinic.detail.name, state };
    subjects.push({ doctorId: null, npi, expected, key: keyOf(npi, expected) });
  }
  for (const doctor of clinic.doctors) {
    const own = doctor.npi?.trim();
    if (!own) continue;
    const expected: Expectation = { kind: 'doctor', lastname: doctor.lastname, state };
    subjects.push({ doctorId: doctor.id, npi: own, expected, key: keyOf(own, expected) });
  }
  return subjects;
}

/** The owner's view of a check. */
export function toNpiCheck(check: StoredNpiCheck): NpiCheck {
  return {
    npi: check.npi,
    state: check.state,
    checkedAt: check.checkedAt ? check.checkedAt.toISOString() : null,
    ...(check.state === 'mismatch' && check.field ? { field: check.field } : {}),
    ...(check.state === 'mismatch' && check.registryValue ? { registryValue: check.registryValue } : {}),
  };
}
