/**
 * Request and response shapes of Good Faith Estimates: the patient's request,
 * the owner's list, detail and issue, and the patient's private page. The rules
 * these shapes cannot state (a date in the past, a code's system, the line
 * count over providers) are in estimate-rules.ts; deadlines and totals in
 * good-faith-estimate.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ESTIMATE_MAX_CO_PROVIDERS,
  ESTIMATE_MAX_DIAGNOSIS_CODES,
  ESTIMATE_MAX_LINES,
  ESTIMATE_MAX_SEPARATE_ITEMS,
  ESTIMATE_NOTE_MAX,
  ESTIMATE_QUANTITY_MAX,
  ESTIMATE_TEXT_MAX,
} from '../good-faith-estimate';
import { PageLocale } from './page-locale';

const Day = Type.String({ format: 'calendar-date', minLength: 10, maxLength: 10, description: "A calendar day, 'YYYY-MM-DD'" });
const Text = (maxLength = ESTIMATE_TEXT_MAX) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Quantity = Type.Integer({ minimum: 1, maximum: ESTIMATE_QUANTITY_MAX });
const Cents = Type.Integer({ minimum: 0, description: 'US cents' });

// ---- the patient's request ----

export const EstimateRequestInput = Type.Object(
  {
    patientName: Text(),
    /** Not in the future, at most 130 years ago. */
    dateOfBirth: Day,
    email: Type.String({ format: 'email', maxLength: 254 }),
    /** Services the clinic lists with a price, by their description as the page shows it. */
    services: Type.Array(Type.Object({ description: Text(), quantity: Quantity }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: ESTIMATE_MAX_LINES,
    }),
    /** When the care is scheduled, if it is: today or later, in the clinic's time zone. */
    scheduledFor: Type.Optional(Day),
    note: Type.Optional(Type.String({ maxLength: ESTIMATE_NOTE_MAX })),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
    /** The page's language: the patient's receipt, estimate and its mail are in it. */
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type EstimateRequestInput = Static<typeof EstimateRequestInput>;

const DeadlineRuleSchema = Type.Union([Type.Literal('scheduled-3'), Type.Literal('scheduled-10'), Type.Literal('requested')]);

/** What the patient is told: when it was asked for (the clinic's day) and when it is due. */
export const EstimateRequestAccepted = Type.Object({
  status: Type.Literal('requested'),
  requestedOn: Type.String(),
  dueOn: Type.String(),
  rule: DeadlineRuleSchema,
});
export type EstimateRequestAccepted = Static<typeof EstimateRequestAccepted>;

// ---- what the owner issues ----

export const EstimateLineInput = Type.Object(
  {
    description: Text(),
    /** The service's billing code ('' or absent: none), with its system (billing-codes.ts). */
    code: Type.Optional(Type.String({ maxLength: 5 })),
    codeSystem: Type.Optional(Type.Union([Type.Literal('CPT'), Type.Literal('HCPCS'), Type.Literal('CDT'), Type.Literal('')])),
    quantity: Quantity,
    /** Dollars as text, like a listed price: '120' or '99.50' (never negative). */
    unitPrice: Type.String({ format: 'price', minLength: 1, maxLength: 10 }),
    /** ICD-10-CM codes where known ('E11.9'). */
    diagnosisCodes: Type.Array(Type.String({ maxLength: 8 }), { maxItems: ESTIMATE_MAX_DIAGNOSIS_CODES }),
  },
  { additionalProperties: false },
);
export type EstimateLineInput = Static<typeof EstimateLineInput>;

const Location = {
  streetAddress: Text(),
  suiteUnit: Type.Optional(Type.String({ maxLength: 100 })),
  cityTown: Text(100),
  /** The state where the care is given, two letters ('UT'). */
  state: Type.String({ pattern: '^[A-Za-z]{2}$' }),
  zip: Type.String({ pattern: '^\\d{5}(-\\d{4})?$' }),
};

/** Another provider or facility expected to furnish care in the period. */
export const CoProviderInput = Type.Object(
  {
    name: Text(),
    npi: Type.String({ maxLength: 10 }),
    /** 9 digits, plain or grouped as an EIN or SSN. */
    tin: Type.String({ maxLength: 11 }),
    ...Location,
    lines: Type.Array(EstimateLineInput, { minItems: 1, maxItems: ESTIMATE_MAX_LINES }),
  },
  { additionalProperties: false },
);
export type CoProviderInput = Static<typeof CoProviderInput>;

export const SeparateItemInput = Type.Object(
  { description: Text(), note: Type.Optional(Type.String({ maxLength: ESTIMATE_TEXT_MAX })) },
  { additionalProperties: false },
);

/** The owner's estimate: the clinic's lines and co-providers' lines, 50 at most in all. */
export const IssueEstimateInput = Type.Object(
  {
    /** The primary item or service, in plain words. */
    primaryService: Text(),
    /** Left out: the request's date; null: none. Today or later. */
    scheduledFor: Type.Optional(Type.Union([Day, Type.Null()])),
    lines: Type.Array(EstimateLineInput, { maxItems: ESTIMATE_MAX_LINES }),
    coProviders: Type.Array(CoProviderInput, { maxItems: ESTIMATE_MAX_CO_PROVIDERS }),
    /** Items or services expected to be scheduled separately, before or after this care. */
    separatelyScheduled: Type.Array(SeparateItemInput, { maxItems: ESTIMATE_MAX_SEPARATE_ITEMS }),
    /** Issue despite the warnings (contracts' issueWarnings); without it an estimate with warnings is not issued (422). */
    acceptWarnings: Type.Optional(Type.Boolean()),
    /** The estimate's language and its mail's; left out: the request's. */
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type IssueEstimateInput = Static<typeof IssueEstimateInput>;

/** Something the owner should look at before issuing, at the request's field ('/lines/0/code'). */
export const IssueWarning = Type.Object({ field: Type.String(), message: Type.String() });
export type IssueWarning = Static<typeof IssueWarning>;

// ---- the owner's views ----

export const EstimateStatus = Type.Union([Type.Literal('requested'), Type.Literal('issued'), Type.Literal('overdue')]);
export type EstimateStatus = Static<typeof EstimateStatus>;

export const RequestedService = Type.Object({ description: Type.String(), quantity: Type.Integer() });

export const EstimateRequestSummary = Type.Object({
  id: Type.String(),
  clinicId: Type.String(),
  clinicName: Type.String(),
  patientName: Type.String(),
  services: Type.Array(RequestedService),
  scheduledFor: Type.Union([Type.String(), Type.Null()]),
  requestedAt: Type.String({ format: 'date-time' }),
  /** The clinic's calendar day of the request, and the last day the estimate is on time. */
  requestedOn: Type.String(),
  dueOn: Type.String(),
  rule: DeadlineRuleSchema,
  /** overdue: not issued and the due day has ended where the clinic is. */
  status: EstimateStatus,
  /** The latest estimate issued for it. */
  estimateId: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type EstimateRequestSummary = Static<typeof EstimateRequestSummary>;

export const EstimateRequestList = Type.Object({ results: Type.Array(EstimateRequestSummary) });
export type EstimateRequestList = Static<typeof EstimateRequestList>;

export const EstimateRequestListQuery = Type.Object(
  { clinicId: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$' })) },
  { additionalProperties: false },
);

export const IssuedEstimateSummary = Type.Object({
  id: Type.String(),
  issuedAt: Type.String({ format: 'date-time' }),
  /** The estimate this one corrects. */
  replaces: Type.Union([Type.String(), Type.Null()]),
  lineCount: Type.Integer(),
  totalCents: Cents,
});
export type IssuedEstimateSummary = Static<typeof IssuedEstimateSummary>;

export const EstimateRequestDetail = Type.Object({
  request: Type.Object({
    ...EstimateRequestSummary.properties,
    dateOfBirth: Type.String(),
    email: Type.String(),
    note: Type.String(),
    /** The language of the page the patient asked from: the estimate's language unless the owner picks another. */
    locale: PageLocale,
  }),
  /** The convening clinic as the estimate will name it; `missing` lists what blocks issuing. */
  clinic: Type.Object({
    id: Type.String(),
    name: Type.String(),
    npi: Type.String(),
    tin: Type.String(),
    missing: Type.Array(Type.Union([Type.Literal('npi'), Type.Literal('tin')])),
  }),
  /** An estimate to start from: the requested services at the clinic's prices and codes (the latest issued one's lines once issued). */
  draft: IssueEstimateInput,
  /** The warnings the draft would get on issue, as of the clinic's today. */
  warnings: Type.Array(IssueWarning),
  /** Every estimate issued for the request, newest first. */
  estimates: Type.Array(IssuedEstimateSummary),
});
export type EstimateRequestDetail = Static<typeof EstimateRequestDetail>;

export const IssuedEstimateResult = Type.Object({ result: IssuedEstimateSummary });

// ---- the patient's private page ----

export const IssuedLine = Type.Object({
  description: Type.String(),
  code: Type.String(),
  codeSystem: Type.String(),
  quantity: Type.Integer(),
  unitPrice: Type.String(),
  diagnosisCodes: Type.Array(Type.String()),
  totalCents: Cents,
});
export type IssuedLine = Static<typeof IssuedLine>;

/** A provider or facility on an estimate; its TIN is printed on the document only. */
export const EstimateProvider = Type.Object({
  name: Type.String(),
  npi: Type.String(),
  streetAddress: Type.String(),
  suiteUnit: Type.String(),
  cityTown: Type.String(),
  state: Type.String(),
  zip: Type.String(),
  lines: Type.Array(IssuedLine),
  totalCents: Cents,
});
export type EstimateProvider = Static<typeof EstimateProvider>;

export const PatientEstimate = Type.Object({
  issuedAt: Type.String({ format: 'date-time' }),
  /** The clinic's calendar day of issue. */
  issuedOn: Type.String(),
  /** This estimate corrects an earlier one. */
  correction: Type.Boolean(),
  /** A newer estimate has replaced this one (the patient was mailed its own link). */
  replaced: Type.Boolean(),
  patient: Type.Object({ name: Type.String(), dateOfBirth: Type.String() }),
  primaryService: Type.String(),
  scheduledFor: Type.Union([Type.String(), Type.Null()]),
  /** The convening provider first, then co-providers. */
  providers: Type.Array(EstimateProvider),
  separatelyScheduled: Type.Array(Type.Object({ description: Type.String(), note: Type.String() })),
  totalCents: Cents,
  contact: Type.Object({ name: Type.String(), phoneNumber: Type.String(), emailAddress: Type.String(), website: Type.String() }),
  linkExpiresAt: Type.String({ format: 'date-time' }),
});
export type PatientEstimate = Static<typeof PatientEstimate>;

export const PatientEstimateResult = Type.Object({ result: PatientEstimate });

export const EstimateTokenParams = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'The private link’s 256-bit token' }) },
  { additionalProperties: false },
);
