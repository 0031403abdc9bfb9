/**
 * The mails of Good Faith Estimates, plain text (markup anyone typed stays
 * text): the owner hears of a request and, once, on its due day, in the
 * account's language; the patient gets a receipt of the request, then the
 * issued estimate's PDF and the private link, in the language they asked in.
 */
import {
  DISPUTE_THRESHOLD_CENTS,
  DISPUTE_WINDOW_DAYS,
  ESTIMATES_ACCOUNT_PATH,
  GFE_RIGHTS_URL,
  NO_SURPRISES_URL,
  estimateLinkPath,
  type DeadlineRule,
  type Locale,
} from '@directpay/contracts';
import { translatorFor, type MessageId, type Translator } from '#src/lib/i18n';
import type { OutgoingMail } from '#src/plugins/external/mailer';
import type { StoredEstimate, StoredEstimateRequest } from '#src/repositories/estimates/stored-estimate';

const RULE_WORDS: Readonly<Record<DeadlineRule, MessageId>> = {
  'scheduled-3': 'estimate.rule.scheduled3',
  'scheduled-10': 'estimate.rule.scheduled10',
  requested: 'estimate.rule.requested',
};

/** The words of a deadline rule (contracts' DEADLINE_RULE_WORDS in English). */
export const ruleWords = ({ t }: Translator, rule: DeadlineRule) => t(RULE_WORDS[rule]);

const scheduled = ({ t, date }: Translator, day: string | null) => (day ? t('estimate.scheduledFor', { date: date(day) }) : t('estimate.notScheduled'));

/** The dispute threshold as dollars: '$400' (cents shown only when there are some). */
const threshold = (tr: Translator) => tr.cents(DISPUTE_THRESHOLD_CENTS).replace(/[.,]00$/, '');

export function requestReceivedMail(to: string, request: StoredEstimateRequest, site: string, locale?: Locale): OutgoingMail {
  const tr = translatorFor(locale);
  const { t, date } = tr;
  const clinic = request.clinicName;
  return {
    to,
    subject: t('estimate.received.subject', { clinic, due: date(request.dueOn) }),
    text: [
      t('estimate.received.intro', { patient: request.patientName, clinic }),
      '',
      ...request.services.map((s) => t('estimate.received.service', { description: s.description, quantity: s.quantity })),
      scheduled(tr, request.scheduledFor),
      '',
      t('estimate.received.due', { due: date(request.dueOn), rule: ruleWords(tr, request.rule) }),
      t('estimate.received.issueLink', { link: `${site}${tr.path(ESTIMATES_ACCOUNT_PATH)}` }),
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
  const tr = translatorFor(request.locale);
  const { t, date } = tr;
  const clinic = request.clinicName;
  return {
    to: request.email,
    ...(clinicEmail ? { replyTo: clinicEmail } : {}),
    subject: t('estimate.receipt.subject', { clinic, due: date(request.dueOn) }),
    text: [
      t('estimate.receipt.intro', { patient: request.patientName, clinic }),
      '',
      t('estimate.receipt.askedFor'),
      ...request.services.map((s) => t('estimate.receipt.service', { description: s.description, quantity: s.quantity, price: tr.price(s.price) })),
      scheduled(tr, request.scheduledFor),
      '',
      t('estimate.receipt.due', { clinic, due: date(request.dueOn), rule: ruleWords(tr, request.rule) }),
      t('estimate.receipt.howSent'),
      '',
      t('estimate.receipt.rights'),
      `- ${t('estimate.rightNotice')}`,
      t('estimate.receipt.dispute', { threshold: threshold(tr), days: DISPUTE_WINDOW_DAYS }),
      t('estimate.receipt.notContract'),
      t('estimate.receipt.learnMore', { rightsUrl: GFE_RIGHTS_URL, noSurprisesUrl: NO_SURPRISES_URL }),
      '',
      clinicEmail ? t('estimate.receipt.replyToClinic', { clinic }) : t('estimate.receipt.contactClinic', { clinic }),
      '',
    ].join('\n'),
  };
}

export function reminderMail(to: string, request: StoredEstimateRequest, site: string, locale?: Locale): OutgoingMail {
  const { t, date, path } = translatorFor(locale);
  return {
    to,
    subject: t('estimate.reminder.subject', { patient: request.patientName }),
    text: [
      t('estimate.reminder.due', { patient: request.patientName, clinic: request.clinicName, requested: date(request.requestedOn), due: date(request.dueOn) }),
      t('estimate.reminder.issueLink', { link: `${site}${path(ESTIMATES_ACCOUNT_PATH)}` }),
      '',
      t('estimate.reminder.once'),
      '',
    ].join('\n'),
  };
}

/** The PDF's file name in the estimate's language ('good-faith-estimate' in English). */
export const estimateFileName = (estimate: Pick<StoredEstimate, 'locale'>, suffix = '') => `${translatorFor(estimate.locale).t('estimate.fileName')}${suffix}.pdf`;

export function estimateIssuedMail(estimate: StoredEstimate, token: string, pdf: Buffer, site: string): OutgoingMail {
  const tr = translatorFor(estimate.locale);
  const { t } = tr;
  const clinic = estimate.providers[0].name;
  const corrected = estimate.replaces ? 'yes' : 'no';
  return {
    to: estimate.patient.email,
    ...(estimate.contact.emailAddress ? { replyTo: estimate.contact.emailAddress } : {}),
    subject: t('estimate.issued.subject', { corrected, clinic }),
    text: [
      t('estimate.issued.intro', { corrected, patient: estimate.patient.name, clinic }),
      '',
      t('estimate.issued.total', { total: tr.cents(estimate.totalCents) }),
      '',
      t('estimate.issued.attached'),
      `${site}${tr.path(estimateLinkPath(token))}`,
      t('estimate.issued.keepPrivate'),
      '',
      t('estimate.issued.dispute', { threshold: tr.cents(DISPUTE_THRESHOLD_CENTS), days: DISPUTE_WINDOW_DAYS, url: NO_SURPRISES_URL }),
      '',
    ].join('\n'),
    attachments: [{ filename: estimateFileName(estimate), content: pdf, contentType: 'application/pdf' }],
  };
}
