/**
 * A self-pay request confirmed at least ESTIMATE_LEAD_BUSINESS_DAYS business days
 * ahead is scheduled self-pay care: the law's Good Faith Estimate clock starts, so a
 * due estimate request is made for the owner's Estimates page, pre-filled with the
 * service, with the deadline the estimates feature computes. Once per request:
 * the request is pointed at it with a compare-and-set before it is written.
 */
import type { FastifyInstance } from 'fastify';
import { ESTIMATE_LEAD_BUSINESS_DAYS, businessDaysBetween, dayIn } from '@directpay/contracts';
import { newEstimateRequest } from '#src/estimates/new-request';
import type { StoredAppointment } from '#src/repositories/appointments/stored-appointment';
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';

export function needsEstimate(doc: StoredAppointment, now: Date): boolean {
  if (!doc.selfPay || doc.state !== 'confirmed' || !doc.time || doc.estimateRequestId) return false;
  const today = dayIn(doc.timeZone, now);
  return businessDaysBetween(today, doc.time.day, ESTIMATE_LEAD_BUSINESS_DAYS) >= ESTIMATE_LEAD_BUSINESS_DAYS;
}

/** The request as it is after the link (with estimateRequestId when one was made now). */
export async function linkEstimateRequest(fastify: FastifyInstance, doc: StoredAppointment, clinic: StoredClinic, now: Date): Promise<StoredAppointment> {
  if (!needsEstimate(doc, now) || !doc.time) return doc;
  const { description, price, code, codeSystem } = doc.service;
  const estimate = newEstimateRequest(
    clinic,
    // No date of birth is asked with an appointment: the owner adds it when issuing.
    { patientName: doc.name, dateOfBirth: '', email: doc.email, scheduledFor: doc.time.day, note: doc.note, locale: doc.locale },
    [{ description, quantity: 1, price, code, codeSystem }],
    now,
  );
  if (!(await fastify.appointments.claimEstimateRequest(doc._id, estimate._id))) return doc;
  try {
    await fastify.estimates.insertRequest(estimate);
  } catch (error) {
    await fastify.appointments.releaseEstimateRequest(doc._id, estimate._id);
    throw error;
  }
  return { ...doc, estimateRequestId: estimate._id };
}
