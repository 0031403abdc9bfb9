import { APPOINTMENT_NOTE_MAX, AppointmentRequestInput, type AppointmentWindow } from '@directpay/contracts';
import { contractResolver, pointerToPath } from '@directpay/shared-ui/forms';
import { formWords } from '#src/lib/form-words';
import { t, type AppointmentMessage as MessageKey } from '#src/features/appointment-request/messages';
import { checkWindows, type WindowLimits, type WindowReason } from './window-rules';

const { always, missingOrWrong } = formWords<MessageKey>(t);

export interface WindowFields {
  day: string;
  part: AppointmentWindow['part'];
  from: string;
  to: string;
}

export interface AppointmentFields {
  service: string;
  windows: WindowFields[];
  name: string;
  email: string;
  phone: string;
  /** '' until the patient answers. */
  selfPay: '' | 'yes' | 'no';
  note: string;
}

export const emptyWindow = (): WindowFields => ({ day: '', part: 'morning', from: '', to: '' });

export const emptyAppointmentFields = (service: string): AppointmentFields => ({
  service,
  windows: [emptyWindow()],
  name: '',
  email: '',
  phone: '',
  selfPay: '',
  note: '',
});

const toWindow = ({ day, part, from, to }: WindowFields): AppointmentWindow => (part === 'range' ? { day, part, from, to } : { day, part });

/** What the API receives: trimmed words, optional fields left out when empty; an unanswered self-pay stays out so the contract names it. */
export const toAppointmentRequest = (fields: AppointmentFields): AppointmentRequestInput =>
  ({
    service: fields.service,
    windows: fields.windows.map(toWindow),
    name: fields.name.trim(),
    email: fields.email.trim(),
    ...(fields.phone.trim() ? { phone: fields.phone.trim() } : {}),
    ...(fields.selfPay ? { selfPay: fields.selfPay === 'yes' } : {}),
    ...(fields.note.trim() ? { note: fields.note.trim() } : {}),
  }) as AppointmentRequestInput;

const REASON_WORDS: Record<WindowReason, MessageKey> = {
  dayMissing: 'appointment.window.dayMissing',
  tooSoon: 'appointment.window.tooSoon',
  tooFar: 'appointment.window.tooFar',
  closed: 'appointment.window.closed',
  partClosed: 'appointment.window.partClosed',
  timeMissing: 'appointment.window.timeMissing',
  order: 'appointment.window.order',
  outsideHours: 'appointment.window.outsideHours',
  overlap: 'appointment.window.overlap',
};

/** The words for a window's problem, in the page's language. */
export const windowWords = (reason: WindowReason): string => t(REASON_WORDS[reason]);

const SHOWN = /^(service|name|email|phone|selfPay|note|windows\.\d+\.(day|part|from|to))$/;

/** The form field an API error's pointer lands on ('/body/windows/1/day'), or undefined when the form shows no such field. */
export function shownFieldOf(pointer: string): string | undefined {
  const path = pointer.startsWith('/') ? pointerToPath(pointer.replace(/^\/body(?=\/|$)/, '')) : pointer;
  if (/^windows\.\d+$/.test(path)) return `${path}.day`;
  return SHOWN.test(path) ? path : undefined;
}

/** The API's AppointmentRequestInput checks and the window rules, in the form's words. */
export const appointmentResolver = (limits: WindowLimits) =>
  contractResolver<AppointmentFields, typeof AppointmentRequestInput>({
    schema: AppointmentRequestInput,
    toInput: toAppointmentRequest,
    messages: {
      service: always('appointment.serviceMissing'),
      name: missingOrWrong('form.nameMissing', 'form.nameTooLong'),
      email: missingOrWrong('form.emailMissing', 'form.emailWrong'),
      phone: always('appointment.phoneWrong'),
      selfPay: always('appointment.selfPayMissing'),
      note: always('form.noteTooLong', { max: APPOINTMENT_NOTE_MAX }),
      'windows.*.day': always('appointment.window.dayMissing'),
      'windows.*.from': always('appointment.window.timeMissing'),
      'windows.*.to': always('appointment.window.timeMissing'),
    },
    check: (values) =>
      checkWindows(values.windows.map(toWindow), limits).map(({ index, field, reason }) => ({ field: `windows.${index}.${field}`, message: windowWords(reason) })),
  });
