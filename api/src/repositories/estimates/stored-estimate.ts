/**
 * How estimate requests (`estimate_requests`) and issued estimates
 * (`estimates`, their PDFs in the GridFS bucket `estimate_pdfs` under the same
 * id) are stored, and what of them leaves the server. An issued estimate is a
 * snapshot: it keeps every name, number and price it printed and is never
 * updated; a correction is a new one naming it in `replaces`.
 */
import type { ObjectId } from 'mongodb';
import type {
  DeadlineRule,
  EstimateRequestSummary,
  EstimateStatus,
  IssuedEstimateSummary,
  Locale,
  PatientEstimate,
} from '@directpay/contracts';

export const ESTIMATE_REQUESTS_COLLECTION = 'estimate_requests';
export const ESTIMATES_COLLECTION = 'estimates';
export const ESTIMATE_PDF_BUCKET = 'estimate_pdfs';

export interface RequestedServiceSnapshot {
  description: string;
  quantity: number;
  /** The clinic's price and code when the patient asked. */
  price: string;
  code: string;
  codeSystem: string;
}

export interface StoredEstimateRequest {
  _id: ObjectId;
  clinicId: ObjectId;
  /** The clinic's account when the patient asked: whose list it is in. */
  accountId: ObjectId;
  clinicName: string;
  patientName: string;
  dateOfBirth: string;
  email: string;
  services: RequestedServiceSnapshot[];
  scheduledFor: string | null;
  note: string;
  requestedAt: Date;
  /** The clinic's time zone then, and the calendar days counted in it. */
  timeZone: string;
  requestedOn: string;
  dueOn: string;
  rule: DeadlineRule;
  /** When the owner's one reminder is due (the due day's start) and when the request is overdue (the day after's). */
  remindAt: Date;
  overdueAt: Date;
  /** Set by the reminder job's claim, before it mails. */
  reminderSentAt?: Date;
  status: 'requested' | 'issued';
  latestEstimateId: ObjectId | null;
  issuedAt: Date | null;
  /** The language of the page the patient asked on: the receipt's, and the estimate's unless the owner chooses another. Missing: English. */
  locale?: Locale;
  demo?: boolean;
}

export interface StoredLine {
  description: string;
  code: string;
  codeSystem: string;
  quantity: number;
  unitPrice: string;
  diagnosisCodes: string[];
  totalCents: number;
}

export interface StoredProvider {
  name: string;
  npi: string;
  /** 9 digits. */
  tin: string;
  streetAddress: string;
  suiteUnit: string;
  cityTown: string;
  state: string;
  zip: string;
  lines: StoredLine[];
  totalCents: number;
}

export interface StoredEstimate {
  _id: ObjectId;
  requestId: ObjectId;
  clinicId: ObjectId;
  accountId: ObjectId;
  issuedAt: Date;
  issuedOn: string;
  replaces: ObjectId | null;
  patient: { name: string; dateOfBirth: string; email: string };
  primaryService: string;
  scheduledFor: string | null;
  /** The convening provider first, then co-providers. */
  providers: StoredProvider[];
  separatelyScheduled: { description: string; note: string }[];
  totalCents: number;
  contact: { name: string; phoneNumber: string; emailAddress: string; website: string };
  /** sha256 of the private link's token: the token itself is only in the patient's mail. */
  tokenHash: string;
  linkExpiresAt: Date;
  /** The language it was printed and mailed in, so a re-download is the same document. Missing: English. */
  locale?: Locale;
  demo?: boolean;
}

export function statusOf(request: Pick<StoredEstimateRequest, 'status' | 'overdueAt'>, now: Date): EstimateStatus {
  if (request.status === 'issued') return 'issued';
  return now >= request.overdueAt ? 'overdue' : 'requested';
}

export function toRequestSummary(doc: StoredEstimateRequest, now: Date): EstimateRequestSummary {
  return {
    id: doc._id.toHexString(),
    clinicId: doc.clinicId.toHexString(),
    clinicName: doc.clinicName,
    patientName: doc.patientName,
    services: doc.services.map(({ description, quantity }) => ({ description, quantity })),
    scheduledFor: doc.scheduledFor,
    requestedAt: doc.requestedAt.toISOString(),
    requestedOn: doc.requestedOn,
    dueOn: doc.dueOn,
    rule: doc.rule,
    status: statusOf(doc, now),
    estimateId: doc.latestEstimateId ? doc.latestEstimateId.toHexString() : null,
    issuedAt: doc.issuedAt ? doc.issuedAt.toISOString() : null,
  };
}

export function toIssuedSummary(doc: StoredEstimate): IssuedEstimateSummary {
  return {
    id: doc._id.toHexString(),
    issuedAt: doc.issuedAt.toISOString(),
    replaces: doc.replaces ? doc.replaces.toHexString() : null,
    lineCount: doc.providers.reduce((sum, p) => sum + p.lines.length, 0),
    totalCents: doc.totalCents,
  };
}

/** The patient's page: everything the document shows except the TINs. */
export function toPatientEstimate(doc: StoredEstimate, replaced: boolean): PatientEstimate {
  return {
    issuedAt: doc.issuedAt.toISOString(),
    issuedOn: doc.issuedOn,
    correction: doc.replaces !== null,
    replaced,
    patient: { name: doc.patient.name, dateOfBirth: doc.patient.dateOfBirth },
    primaryService: doc.primaryService,
    scheduledFor: doc.scheduledFor,
    providers: doc.providers.map(({ tin: _tin, ...provider }) => provider),
    separatelyScheduled: doc.separatelyScheduled,
    totalCents: doc.totalCents,
    contact: doc.contact,
    linkExpiresAt: doc.linkExpiresAt.toISOString(),
  };
}
