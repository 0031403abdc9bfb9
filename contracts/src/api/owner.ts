/**
 * Request and response shapes of the sign-in, owner, message and metrics routes.
 * The API validates with these schemas; frontends import the types.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Clinic, Doctor, DoctorInput } from '../clinic';
import { ClinicVisibility } from './import-history';
import { ListingDecision } from './moderation';
import { NpiCheck } from '../provider-verification';
import { PageLocale } from './page-locale';
import { CLINIC_EVENT_TYPES, CONTACT_MESSAGE_MAX, METRICS_DAYS, PASSWORD_MIN_LENGTH } from '../limits';


// ---- sign-in ----

export const SignupRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 }),
    /** The sign-up page's language: the account's mails are in it. */
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type SignupRequest = Static<typeof SignupRequest>;

export const LoginRequest = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const GoogleAuthRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) }, { additionalProperties: false });
export type GoogleAuthRequest = Static<typeof GoogleAuthRequest>;

/** What a sign-in answers: the session token and whose it is. */
export const LoginResponse = Type.Object({
  token: Type.String(),
  userId: Type.String(),
  accountId: Type.String(),
  email: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** GET /auth/providers: what the login page offers. */
export const AuthProviders = Type.Object({ google: Type.Boolean(), googleClientId: Type.String(), dev: Type.Boolean() });
export type AuthProviders = Static<typeof AuthProviders>;

export const DevTokenRequest = Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }, { additionalProperties: false });
export type DevTokenRequest = Static<typeof DevTokenRequest>;
export const DevTokenResponse = Type.Object({ token: Type.String() });

// ---- owner clinics and doctors ----

/** A doctor as the owner sees it: with the NPI's check when the doctor has an NPI. */
export const OwnerDoctor = Type.Composite([Doctor, Type.Object({ npiCheck: Type.Optional(NpiCheck) })]);
export type OwnerDoctor = Static<typeof OwnerDoctor>;

/**
 * A clinic as the owner API returns it: the public profile (with its doctors), the TIN (its 9 digits), whether it
 * names the price files, whether the public sees it, its NPI's check, and a moderator's decision on it.
 */
export const OwnerClinic = Type.Object({
  ...Clinic.properties,
  doctors: Type.Array(OwnerDoctor),
  tin: Type.Optional(Type.String()),
  einInFileNames: Type.Optional(Type.Boolean()),
  visibility: Type.Optional(ClinicVisibility),
  npiCheck: Type.Optional(NpiCheck),
  moderation: Type.Optional(ListingDecision),
});
export type OwnerClinic = Static<typeof OwnerClinic>;

export const OwnerClinicList = Type.Object({ results: Type.Array(OwnerClinic) });
export const OwnerClinicResult = Type.Object({ result: OwnerClinic });

/** The doctor `jsonPayload`: DoctorInput, optionally echoing id and imgUrl ('' removes the photo). */
export const DoctorPayload = Type.Composite(
  [DoctorInput, Type.Object({ id: Type.Optional(Type.String()), imgUrl: Type.Optional(Type.String({ maxLength: 500 })) })],
  { additionalProperties: false },
);
export type DoctorPayload = Static<typeof DoctorPayload>;
export const DoctorResult = Type.Object({ result: OwnerDoctor });

// ---- messages ----

export const ClinicContactRequest = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    emailAddress: Type.String({ format: 'email', maxLength: 254 }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX, pattern: '\\S' }),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
    /** The profile page's language, which the clinic is told when it is not the mail's. */
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type ClinicContactRequest = Static<typeof ClinicContactRequest>;

export const SiteContactRequest = Type.Object(
  {
    first_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    last_name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    email_address: Type.String({ format: 'email', maxLength: 254 }),
    phone_number: Type.Optional(Type.String({ maxLength: 30, format: 'phone', description: 'US, Canadian or EU number; empty allowed' })),
    message: Type.String({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type SiteContactRequest = Static<typeof SiteContactRequest>;

export const MessageAccepted = Type.Object({ status: Type.Literal('accepted') });

// ---- metrics ----

/** GET /account/metrics?days=7|30|90 (30 when left out). */
export const MetricsQuery = Type.Object(
  { days: Type.Optional(Type.Union(METRICS_DAYS.map((d) => Type.Literal(String(d) as '7' | '30' | '90')))) },
  { additionalProperties: false },
);
export type MetricsQuery = Static<typeof MetricsQuery>;

export const ClinicEventRequest = Type.Object(
  { type: Type.Union(CLINIC_EVENT_TYPES.map((t) => Type.Literal(t))) },
  { additionalProperties: false },
);
export type ClinicEventType = (typeof CLINIC_EVENT_TYPES)[number] | 'message_sent';


const Counts = {
  profileViews: Type.Integer(),
  pricesViews: Type.Integer(),
  messagesSent: Type.Integer(),
  websiteClicks: Type.Integer(),
};
export const MetricsResponse = Type.Object({
  days: Type.Integer(),
  results: Type.Array(
    Type.Object({
      clinicId: Type.String(),
      name: Type.String(),
      totals: Type.Object(Counts),
      daily: Type.Array(Type.Object({ date: Type.String(), ...Counts })),
    }),
  ),
});
export type MetricsResponse = Static<typeof MetricsResponse>;
export type MetricCounts = { profileViews: number; pricesViews: number; messagesSent: number; websiteClicks: number };
