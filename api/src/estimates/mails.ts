/**
 * The mails of Good Faith Estimates, plain text (markup anyone typed stays
 * text): the owner hears of a request and, once, on its due day; the patient
 * gets a receipt of the request, then the issued estimate's PDF and the private link.
 */
import {
  DEADLINE_RULE_WORDS,
  DISPUTE_THRESHOLD_CENTS,
  DISPUTE_WINDOW_DAYS,
  ESTIMATES_ACCOUNT_PATH,
  GFE_RIGHTS_URL,
  GFE_RIGHT_NOTICE,
  NO_SURPRISES_URL,
  estimateLinkPath,
  formatCents,
  formatDollars,
  formatLongDate,
  formatPrice,
} from '@directpay/contracts';
import type { OutgoingMail } from '#src/plugins/external/mailer';
import type { StoredEstimate, StoredEstimateRequest } from '#src/repositories/estimates/stored-estimate';

const longDay = (day: string) => formatLongDate(`${day}T00:00:00Z`);
const services = (r: StoredEstimateRequest) => r.services.map((s) => `- ${s.description} (quantity ${s.quantity})`);

export function requestReceivedMail(to: string, request: StoredEstimateRequest, site: string): OutgoingMail {
  return {
    to,
    subject: `Good Faith Estimate requested at ${request.clinicName}: due ${longDay(request.dueOn)}`,
    text: [
      `${request.patientName} asked ${request.clinicName} for a Good Faith Estimate through DirectPay Clinics.`,
      '',
      ...services(request),
      request.scheduledFor ? `Scheduled for: ${longDay(request.scheduledFor)}` : 'Not scheduled yet.',
      '',
      `Due by the end of ${longDay(request.dueOn)}. ${DEADLINE_RULE_WORDS[request.rule]}`,
      `Review it and issue the estimate in your account: ${site}${ESTIMATES_ACCOUNT_PATH}`,
      '',
    ].join('\n'),
  };
}

/**
 * The patient's receipt: what was asked of which clinic, the day the estimate is
 * due and the rights that come with it. No date of birth or note: a mail
 * travels less privately than the page it was typed on.
 */
export function requestReceiptMail(request: StoredEstimateRequest, clinicEmail: string): OutgoingMail {
  return {
    to: request.email,
    ...(clinicEmail ? { replyTo: clinicEmail } : {}),
    subject: `Your Good Faith Estimate request to ${request.clinicName}: due ${longDay(request.dueOn)}`,
    text: [
      `${request.patientName}, your request for a Good Faith Estimate was sent to ${request.clinicName} through DirectPay Clinics.`,
      '',
      'You asked for:',
      ...request.services.map((s) => `- ${s.description} (quantity ${s.quantity}), listed at ${formatPrice(s.price)}`),
      request.scheduledFor ? `Scheduled for: ${longDay(request.scheduledFor)}` : 'Not scheduled yet.',
      '',
      `${request.clinicName} must send your estimate by the end of ${longDay(request.dueOn)}. ${DEADLINE_RULE_WORDS[request.rule]}`,
      'It will come by email, with a PDF and a private link to view it.',
      '',
      'Your rights:',
      `- ${GFE_RIGHT_NOTICE}`,
      `- If a provider bills you ${formatDollars(DISPUTE_THRESHOLD_CENTS / 100)} or more above its estimate, you may start the patient-provider dispute resolution process within ${DISPUTE_WINDOW_DAYS} days of the bill's date.`,
      '- The estimate is not a contract: it does not require you to get the care from this clinic. Keep a copy of it: you may need it if you are billed a higher amount.',
      `Learn more: ${GFE_RIGHTS_URL} and ${NO_SURPRISES_URL}`,
      '',
      clinicEmail ? `Questions about this request? Reply to this mail to reach ${request.clinicName}.` : `Questions about this request? Contact ${request.clinicName}.`,
      '',
    ].join('\n'),
  };
}

export function reminderMail(to: string, request: StoredEstimateRequest, site: string): OutgoingMail {
  return {
    to,
    subject: `Reminder: the Good Faith Estimate for ${request.patientName} is due today`,
    text: [
      `The Good Faith Estimate ${request.patientName} asked ${request.clinicName} for on ${longDay(request.requestedOn)} is due by the end of today, ${longDay(request.dueOn)}.`,
      `Issue it in your account: ${site}${ESTIMATES_ACCOUNT_PATH}`,
      '',
      'This is the one reminder for this request.',
      '',
    ].join('\n'),
  };
}

export function estimateIssuedMail(estimate: StoredEstimate, token: string, pdf: Buffer, site: string): OutgoingMail {
  const clinic = estimate.providers[0].name;
  return {
    to: estimate.patient.email,
    ...(estimate.contact.emailAddress ? { replyTo: estimate.contact.emailAddress } : {}),
    subject: `${estimate.replaces ? 'Corrected ' : ''}Good Faith Estimate from ${clinic}`,
    text: [
      `${estimate.patient.name}, ${clinic} has issued your Good Faith Estimate${estimate.replaces ? ', correcting the one sent earlier' : ''}.`,
      '',
      `Total estimated cost: ${formatCents(estimate.totalCents)}`,
      '',
      'The estimate is attached as a PDF. See it online, download it again and check a bill against it with your private link:',
      `${site}${estimateLinkPath(token)}`,
      'Keep this link to yourself: anyone with it can see your estimate.',
      '',
      `If a provider bills you ${formatCents(DISPUTE_THRESHOLD_CENTS)} or more above its estimate, you may start a dispute within ${DISPUTE_WINDOW_DAYS} days of the bill's date: ${NO_SURPRISES_URL}`,
      '',
    ].join('\n'),
    attachments: [{ filename: 'good-faith-estimate.pdf', content: pdf, contentType: 'application/pdf' }],
  };
}
