/**
 * Good Faith Estimates for the development account, so `npm start` shows the
 * Estimates page at work: the account owns two demo clinics, which have one
 * request on time, one overdue and one issued (its PDF stored and its mail, with
 * the private link, in the outbox). Demo clinics stay public and labelled.
 */
import type { FastifyInstance } from 'fastify';
import { ObjectId } from 'mongodb';
import { addBusinessDays, addDays, type IssueEstimateInput } from '@directpay/contracts';
import { devSubject } from '#src/dev-idp/index';
import { buildEstimate, draftOf } from '#src/estimates/build-estimate';
import { renderEstimatePdf } from '#src/estimates/estimate-pdf';
import { estimateIssuedMail } from '#src/estimates/mails';
import { clinicToday, newEstimateRequest, requestedServices } from '#src/estimates/new-request';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import { demoClinicId } from './demo-clinics';

/** The login page's development account (host/src/features/auth/dev-sign-in.tsx). */
export const DEV_ACCOUNT_EMAIL = 'owner@directpay.local';
/** The demo clinics the development account owns. */
const DEV_CLINICS = [0, 1];

const DAY_MS = 86_400_000;

/** A request for the clinic's first priced services, made `daysAgo` days before `now`. */
function demoRequest(clinic: StoredClinic, patient: { name: string; email: string; dateOfBirth: string }, daysAgo: number, now: Date, scheduledIn?: number) {
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  const priced = [...clinic.services, ...clinic.otherServices].filter((s) => s.price).slice(0, 2);
  const services = requestedServices(clinic, priced.map((s, i) => ({ description: s.description, quantity: i + 1 })));
  if ('unknown' in services) throw new Error('a demo clinic lists a service without its price');
  const scheduledFor = scheduledIn === undefined ? undefined : addBusinessDays(clinicToday(clinic, at), scheduledIn);
  return newEstimateRequest(clinic, { patientName: patient.name, dateOfBirth: patient.dateOfBirth, email: patient.email, scheduledFor, note: 'Demo data: a fictional patient.' }, services, at);
}

export async function seedDemoEstimates(fastify: FastifyInstance, now = new Date()): Promise<number> {
  const owner = await fastify.usersRepository.signInWithGoogle(DEV_ACCOUNT_EMAIL, devSubject(DEV_ACCOUNT_EMAIL));
  const accountId = new ObjectId(owner.accountId);
  const ids = DEV_CLINICS.map(demoClinicId);
  await fastify.clinics.collection.updateMany({ _id: { $in: ids }, demo: true }, { $set: { accountId } });
  const [first, second] = await Promise.all(ids.map((id) => fastify.clinics.findPublic(id)));
  if (!first || !second) return 0;

  const onTime = demoRequest(first, { name: 'Avery Johnson', email: 'avery@example.com', dateOfBirth: '1979-09-23' }, 0, now, 12);
  const overdue = demoRequest(second, { name: 'Jordan Patel', email: 'jordan@example.com', dateOfBirth: '1994-02-08' }, 9, now);
  const issued = demoRequest(first, { name: 'Riley Garcia', email: 'riley@example.com', dateOfBirth: '1966-11-30' }, 2, now, 4);
  for (const request of [onTime, overdue, issued]) await fastify.estimates.insertRequest(request);

  const draft: IssueEstimateInput = draftOf(issued, undefined);
  const input: IssueEstimateInput = {
    ...draft,
    scheduledFor: issued.scheduledFor ?? addDays(issued.requestedOn, 7),
    lines: draft.lines.map((line, i) => (i === 0 ? { ...line, diagnosisCodes: ['Z00.00'] } : line)),
    coProviders: [
      {
        name: 'Demo Diagnostic Lab',
        npi: '1245319599',
        tin: '001234567',
        streetAddress: first.address.streetAddress,
        cityTown: first.address.cityTown,
        state: first.address.state,
        zip: first.address.zip.slice(0, 5),
        lines: [{ description: 'Lab panel', code: '80053', codeSystem: 'CPT', quantity: 1, unitPrice: '45', diagnosisCodes: ['Z00.00'] }],
      },
    ],
    separatelyScheduled: [{ description: 'Follow-up visit', note: 'About two weeks later' }],
  };
  const { estimate, token } = buildEstimate(input, issued, first, new Date(issued.requestedAt.getTime() + 3 * 3600_000));
  const pdf = await renderEstimatePdf(estimate);
  await fastify.estimates.issue(estimate, pdf, null);
  await fastify.mailer.send(estimateIssuedMail(estimate, token, pdf, fastify.config.siteOrigins[0] ?? ''));
  return 3;
}
