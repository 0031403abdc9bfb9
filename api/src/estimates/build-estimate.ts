/**
 * Turns a checked issue request into the estimate as it is stored and printed:
 * the convening clinic's identity from the clinic as it is now, co-providers as
 * the owner gave them, codes normalised, totals in cents. The link token is made
 * here and only its hash is kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import {
  ESTIMATE_LINK_DAYS,
  dayIn,
  lineTotalCents,
  normalizeCode,
  normalizeIcd10,
  tinDigits,
  type EstimateLineInput,
  type IssueEstimateInput,
} from '@directpay/contracts';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { StoredEstimate, StoredEstimateRequest, StoredLine, StoredProvider } from '#src/repositories/estimates/stored-estimate';

/** 256 random bits, base64url (43 characters): the patient's private link. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

function storedLine(line: EstimateLineInput): StoredLine {
  const code = line.code?.trim() ? normalizeCode(line.code) : '';
  return {
    description: line.description.trim(),
    code,
    codeSystem: code ? (line.codeSystem ?? '') : '',
    quantity: line.quantity,
    unitPrice: line.unitPrice.trim(),
    diagnosisCodes: line.diagnosisCodes.map(normalizeIcd10),
    totalCents: lineTotalCents(line),
  };
}

function provider(fields: Omit<StoredProvider, 'lines' | 'totalCents'>, lines: EstimateLineInput[]): StoredProvider {
  const stored = lines.map(storedLine);
  return { ...fields, lines: stored, totalCents: stored.reduce((sum, l) => sum + l.totalCents, 0) };
}

export interface BuiltEstimate {
  estimate: StoredEstimate;
  token: string;
}

export function buildEstimate(input: IssueEstimateInput, request: StoredEstimateRequest, clinic: StoredClinic, now: Date): BuiltEstimate {
  const { detail, address } = clinic;
  const convening = provider(
    {
      name: detail.name.trim(),
      npi: clinic.npi ?? '',
      tin: clinic.tin ?? '',
      streetAddress: address.streetAddress.trim(),
      suiteUnit: address.suiteUnit.trim(),
      cityTown: address.cityTown.trim(),
      state: address.state.trim(),
      zip: address.zip.trim(),
    },
    input.lines,
  );
  const coProviders = input.coProviders.map((p) =>
    provider(
      {
        name: p.name.trim(),
        npi: p.npi.trim(),
        tin: tinDigits(p.tin),
        streetAddress: p.streetAddress.trim(),
        suiteUnit: (p.suiteUnit ?? '').trim(),
        cityTown: p.cityTown.trim(),
        state: p.state.toUpperCase(),
        zip: p.zip,
      },
      p.lines,
    ),
  );
  const providers = [convening, ...coProviders];
  const token = newLinkToken();
  const estimate: StoredEstimate = {
    _id: new ObjectId(),
    requestId: request._id,
    clinicId: clinic._id,
    accountId: request.accountId,
    issuedAt: now,
    issuedOn: dayIn(request.timeZone, now),
    replaces: request.latestEstimateId,
    patient: { name: request.patientName, dateOfBirth: request.dateOfBirth, email: request.email },
    primaryService: input.primaryService.trim(),
    scheduledFor: input.scheduledFor === undefined ? request.scheduledFor : input.scheduledFor,
    providers,
    separatelyScheduled: input.separatelyScheduled.map((item) => ({ description: item.description.trim(), note: (item.note ?? '').trim() })),
    totalCents: providers.reduce((sum, p) => sum + p.totalCents, 0),
    contact: {
      name: detail.name.trim(),
      phoneNumber: detail.phoneNumber.trim(),
      emailAddress: detail.emailAddress.trim(),
      website: detail.website.trim(),
    },
    tokenHash: tokenHashOf(token),
    linkExpiresAt: new Date(now.getTime() + ESTIMATE_LINK_DAYS * 86_400_000),
    locale: input.locale ?? request.locale ?? 'en',
    ...(request.demo ? { demo: true } : {}),
  };
  return { estimate, token };
}

/**
 * The estimate the owner starts from: the latest issued one's content, else the requested
 * services at the clinic's prices and codes; in the language last issued in, else the patient's.
 */
export function draftOf(request: StoredEstimateRequest, latest: StoredEstimate | undefined): IssueEstimateInput {
  const line = (l: Omit<StoredLine, 'totalCents'>): EstimateLineInput => ({
    description: l.description,
    ...(l.code ? { code: l.code, codeSystem: l.codeSystem as EstimateLineInput['codeSystem'] } : {}),
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    diagnosisCodes: l.diagnosisCodes,
  });
  if (latest) {
    const [own, ...others] = latest.providers;
    return {
      primaryService: latest.primaryService,
      scheduledFor: latest.scheduledFor,
      lines: own.lines.map(line),
      coProviders: others.map((p) => ({
        name: p.name,
        npi: p.npi,
        tin: p.tin,
        streetAddress: p.streetAddress,
        suiteUnit: p.suiteUnit,
        cityTown: p.cityTown,
        state: p.state,
        zip: p.zip,
        lines: p.lines.map(line),
      })),
      separatelyScheduled: latest.separatelyScheduled,
      locale: latest.locale ?? request.locale ?? 'en',
    };
  }
  return {
    primaryService: request.services[0]?.description ?? '',
    scheduledFor: request.scheduledFor,
    lines: request.services.map((s) => line({ description: s.description, code: s.code, codeSystem: s.codeSystem, quantity: s.quantity, unitPrice: s.price, diagnosisCodes: [] })),
    coProviders: [],
    separatelyScheduled: [],
    locale: request.locale ?? 'en',
  };
}
