/**
 * Appointment requests: a patient asks a clinic for a time, with the service's listed
 * price; the clinic confirms a window, proposes another time or declines, from its mail's
 * one-click links or the account's Requests page; the patient follows it on a private
 * page. Nothing here asks for symptoms or a diagnosis. Rules the shapes cannot state
 * (listed hours, notice, overlap, the horizon) are checked by the API and named by field.
 */
import { Type, type Static } from '@sinclair/typebox';
import { APPOINTMENT_MAX_WINDOWS, APPOINTMENT_NOTE_MAX, APPOINTMENT_NOTICE_MAX } from '../limits';
import { PageLocale } from './page-locale';

const Day = Type.String({ format: 'calendar-date', minLength: 10, maxLength: 10, description: "A calendar day in the clinic's time zone, 'YYYY-MM-DD'" });
const Clock = Type.String({ format: 'clock-time', minLength: 5, maxLength: 5, description: "24-hour 'HH:MM' in the clinic's time zone" });

/** A clinic's setting (ClinicInput.appointments): on by default, with a minimum notice in business days. */
export const AppointmentSettings = Type.Object(
  {
    accepting: Type.Boolean(),
    minNoticeBusinessDays: Type.Integer({ minimum: 0, maximum: APPOINTMENT_NOTICE_MAX }),
  },
  { additionalProperties: false },
);
export type AppointmentSettings = Static<typeof AppointmentSettings>;

/**
 * A preferred window: a day with the morning (opening to noon), the afternoon (noon to
 * closing) or a time range, inside the clinic's listed hours for that day.
 */
export const AppointmentWindow = Type.Object(
  {
    day: Day,
    part: Type.Union([Type.Literal('morning'), Type.Literal('afternoon'), Type.Literal('range')]),
    /** With `range` only. */
    from: Type.Optional(Clock),
    to: Type.Optional(Clock),
  },
  { additionalProperties: false },
);
export type AppointmentWindow = Static<typeof AppointmentWindow>;

export const AppointmentRequestInput = Type.Object(
  {
    /** A service the clinic lists with a price, by its description as the page shows it. */
    service: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    windows: Type.Array(AppointmentWindow, { minItems: 1, maxItems: APPOINTMENT_MAX_WINDOWS }),
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    /** "I am paying myself (self-pay)". */
    selfPay: Type.Boolean(),
    note: Type.Optional(Type.String({ maxLength: APPOINTMENT_NOTE_MAX })),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type AppointmentRequestInput = Static<typeof AppointmentRequestInput>;

/**
 * Where a request stands. `requested`: asked, not yet confirmed; `proposed`: the clinic
 * proposed another time; `confirmed`; `declined`; `cancelled` by the patient; `expired`:
 * every window passed unanswered; `fulfilled` and `noshow`: set by the owner after the date.
 */
export const APPOINTMENT_STATES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'fulfilled', 'noshow'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];
export const AppointmentStateSchema = Type.Union(APPOINTMENT_STATES.map((state) => Type.Literal(state)));

/** A time the clinic confirmed or proposed. */
export const AppointmentTime = Type.Object({ day: Day, from: Clock, to: Clock });
export type AppointmentTime = Static<typeof AppointmentTime>;

export const AppointmentRequestAccepted = Type.Object({ status: Type.Literal('requested') });

/** What the patient's private page shows. */
export const PatientAppointment = Type.Object({
  clinic: Type.Object({ id: Type.String(), name: Type.String(), address: Type.String(), phoneNumber: Type.String(), timeZone: Type.String() }),
  service: Type.Object({ description: Type.String(), price: Type.String() }),
  windows: Type.Array(AppointmentWindow),
  state: AppointmentStateSchema,
  requestedAt: Type.String({ format: 'date-time' }),
  selfPay: Type.Boolean(),
  /** `confirmed`, `fulfilled`, `noshow`: the time; `proposed`: the clinic's proposal. */
  time: Type.Optional(AppointmentTime),
  /** `declined`: the clinic's reason, when it gave one. */
  declineReason: Type.Optional(Type.String()),
});
export type PatientAppointment = Static<typeof PatientAppointment>;

/** A clinic's answer, from the Requests page or a mailed one-click link. */
export const AppointmentAnswer = Type.Union([
  Type.Object({ action: Type.Literal('confirm'), window: Type.Integer({ minimum: 0, maximum: APPOINTMENT_MAX_WINDOWS - 1 }), time: AppointmentTime }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('propose'), time: AppointmentTime }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('decline'), reason: Type.Optional(Type.String({ maxLength: APPOINTMENT_NOTE_MAX })) }, { additionalProperties: false }),
  Type.Object({ action: Type.Union([Type.Literal('fulfilled'), Type.Literal('noshow')]) }, { additionalProperties: false }),
]);
export type AppointmentAnswer = Static<typeof AppointmentAnswer>;

/** A request as the clinic's owner sees it. */
export const OwnerAppointment = Type.Object({
  id: Type.String(),
  clinicId: Type.String(),
  clinicName: Type.String(),
  service: Type.Object({ description: Type.String(), price: Type.String() }),
  windows: Type.Array(AppointmentWindow),
  state: AppointmentStateSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  selfPay: Type.Boolean(),
  note: Type.String(),
  requestedAt: Type.String({ format: 'date-time' }),
  firstAnsweredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  time: Type.Optional(AppointmentTime),
  declineReason: Type.Optional(Type.String()),
  /** The due Good Faith Estimate request a self-pay confirmation created, if any. */
  estimateRequestId: Type.Optional(Type.String()),
});
export type OwnerAppointment = Static<typeof OwnerAppointment>;

export const OwnerAppointmentList = Type.Object({ results: Type.Array(OwnerAppointment) });
export const OwnerAppointmentResult = Type.Object({ result: OwnerAppointment });

export const OwnerAppointmentQuery = Type.Object(
  {
    clinicId: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$' })),
    state: Type.Optional(AppointmentStateSchema),
  },
  { additionalProperties: false },
);
export type OwnerAppointmentQuery = Static<typeof OwnerAppointmentQuery>;

/** A private link's token: the patient's page, or a clinic's signed one-click link. */
export const AppointmentTokenParams = Type.Object(
  { token: Type.String({ minLength: 22, maxLength: 400, pattern: '^[A-Za-z0-9_.-]+$', description: 'A private or signed link’s token' }) },
  { additionalProperties: false },
);

/** What a clinic's one-click link does, shown before the click that does it. */
export const AppointmentLinkInfo = Type.Object({
  action: Type.Union([Type.Literal('confirm'), Type.Literal('propose'), Type.Literal('decline')]),
  /** `confirm`: the window the link confirms. */
  window: Type.Optional(AppointmentWindow),
  request: OwnerAppointment,
});
export type AppointmentLinkInfo = Static<typeof AppointmentLinkInfo>;

/** Per clinic and month (the clinic's time zone): requests, the confirmed share, and the median time to a first answer. */
export const AppointmentMetricsRow = Type.Object({
  clinicId: Type.String(),
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  requests: Type.Integer({ minimum: 0 }),
  confirmed: Type.Integer({ minimum: 0 }),
  /** confirmed / requests, 0 to 1. */
  confirmedShare: Type.Number({ minimum: 0, maximum: 1 }),
  /** null: no request of the month was answered yet. */
  medianFirstAnswerMinutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
});
export const AppointmentMetrics = Type.Object({ rows: Type.Array(AppointmentMetricsRow) });
