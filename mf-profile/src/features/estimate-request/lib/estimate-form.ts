import {
  ESTIMATE_NOTE_MAX,
  EstimateRequestInput,
  checkEstimateRequest,
  clinicTimeZone,
  dayIn,
} from '@directpay/contracts';
import { contractResolver, pointerToPath, type FieldMessage } from '@directpay/shared-ui/forms';
import { formattersFor } from '@directpay/shared-ui/i18n';
import { always, missingOrWrong, type MessageKey } from '#src/lib/form-words';
import { t } from '#src/messages';

export interface ServiceChoice {
  description: string;
  picked: boolean;
  quantity: string;
}

export interface EstimateFields {
  services: ServiceChoice[];
  patientName: string;
  dateOfBirth: string;
  email: string;
  scheduledFor: string;
  note: string;
}

/** Where "pick at least one service" shows: the services' group, not one row. */
export const SERVICES_GROUP = 'servicesGroup';

export const emptyEstimateFields = (services: readonly string[]): EstimateFields => ({
  services: services.map((description) => ({ description, picked: false, quantity: '1' })),
  patientName: '',
  dateOfBirth: '',
  email: '',
  scheduledFor: '',
  note: '',
});

/** A typed quantity as the API's integer; text that is not a whole number stays NaN so the contract rejects it. */
const toQuantity = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the API receives: the picked services only, trimmed words, optional fields left out when empty. */
export const toEstimateRequest = (fields: EstimateFields): EstimateRequestInput => ({
  patientName: fields.patientName.trim(),
  dateOfBirth: fields.dateOfBirth,
  email: fields.email.trim(),
  services: fields.services.filter((s) => s.picked).map((s) => ({ description: s.description, quantity: toQuantity(s.quantity) })),
  ...(fields.scheduledFor ? { scheduledFor: fields.scheduledFor } : {}),
  ...(fields.note.trim() ? { note: fields.note.trim() } : {}),
});

/**
 * A request path ('services.1.quantity', '/body/services/1/quantity' from the API)
 * as the form's path: the request lists the picked rows only, the form every row.
 */
export function formPathOf(requestPath: string, fields: EstimateFields): string {
  const path = requestPath.startsWith('/') ? pointerToPath(requestPath.replace(/^\/body(?=\/|$)/, '')) : requestPath;
  const [head, index, ...rest] = path.split('.');
  if (head !== 'services') return path;
  if (index === undefined) return SERVICES_GROUP;
  const picked = fields.services.flatMap((s, i) => (s.picked ? [i] : []));
  const row = picked[Number(index)];
  return row === undefined ? SERVICES_GROUP : ['services', String(row), ...(rest.length ? rest : ['quantity'])].join('.');
}

const DATE_RULE = 'This date ';

/** A date's words: the date rules' own sentence (in the future, too long ago), else the form's. */
const dayWords =
  (otherwise: MessageKey): FieldMessage =>
  (_value, contractMessage) =>
    contractMessage.startsWith(DATE_RULE) ? contractMessage : t(otherwise);

const SHOWN = /^(patientName|dateOfBirth|email|scheduledFor|note|servicesGroup|services\.\d+\.(quantity|description))$/;

/** The form field an API error's pointer lands on, or undefined when the form shows no such field (the bot check): the dialog then says it failed. */
export function shownFieldOf(pointer: string, fields: EstimateFields): string | undefined {
  const path = formPathOf(pointer, fields);
  return SHOWN.test(path) ? path : undefined;
}

/** The API's EstimateRequestInput checks and its date rules (against the clinic's today), in the form's words. */
export const estimateResolver = (clinicState: string) =>
  contractResolver<EstimateFields, typeof EstimateRequestInput>({
    schema: EstimateRequestInput,
    toInput: toEstimateRequest,
    fieldOf: formPathOf,
    messages: {
      patientName: missingOrWrong('form.nameMissing', 'form.nameTooLong'),
      dateOfBirth: dayWords('request.dateOfBirthMissing'),
      email: missingOrWrong('form.emailMissing', 'form.emailWrong'),
      scheduledFor: dayWords('request.scheduledWrong'),
      note: always('form.noteTooLong', { max: ESTIMATE_NOTE_MAX }),
      [SERVICES_GROUP]: always('request.pickService'),
      'services.*.quantity': always('request.quantityWrong'),
    },
    inputChecks: (input) =>
      checkEstimateRequest(input, dayIn(clinicTimeZone(clinicState))).map(({ field, message }) => ({ field: pointerToPath(field), message: `${DATE_RULE}${message}.` })),
  });

/** A calendar day ('2026-12-01') in plain words in the page's language: 'Tuesday, December 1, 2026', 'martes, 1 de diciembre de 2026'. */
export const formatDay = (day: string): string => {
  const f = formattersFor(t.locale);
  const noon = `${day}T12:00:00Z`;
  return t('request.day', { weekday: f.date(noon, 'weekday'), date: f.date(noon, 'long') });
};
