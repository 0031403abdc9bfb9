/**
 * "Report this listing", the moderators' queue and their actions, the audit log,
 * the administrator role and an owner's answer. Texts are stored as typed and
 * shown as text, never as HTML.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LISTING_REPORT_NOTE_MAX, MODERATION_ANSWER_MAX, MODERATION_REASON_MAX } from '../limits';
import { PageLocale } from './page-locale';

/** Why a visitor reports a listing (the form's choices, in this order). */
export const LISTING_REPORT_REASONS = ['closed', 'wrong-prices', 'wrong-address-or-phone', 'not-a-real-clinic', 'other'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const ListingReportRequest = Type.Object(
  {
    reason: Type.Union(LISTING_REPORT_REASONS.map((reason) => Type.Literal(reason))),
    /** Optional: the moderators may write back. One open report per address and listing. */
    emailAddress: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    note: Type.Optional(Type.String({ maxLength: LISTING_REPORT_NOTE_MAX })),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
    locale: PageLocale,
  },
  { additionalProperties: false },
);
export type ListingReportRequest = Static<typeof ListingReportRequest>;
export const ListingReportAccepted = Type.Object({ status: Type.Literal('accepted') });

/**
 * How a listing stands: `listed` (normal), `closed` (shown closed on its profile, left
 * out of search) or `suspended` (gone from search, the sitemap, the price files and the
 * open data; its profile answers 410).
 */
export const LISTING_STANDINGS = ['listed', 'closed', 'suspended'] as const;
export const ListingStanding = Type.Union(LISTING_STANDINGS.map((standing) => Type.Literal(standing)));
export type ListingStanding = Static<typeof ListingStanding>;

export const MODERATION_ACTIONS = ['dismiss', 'close', 'suspend', 'restore'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationActionRequest = Type.Object(
  {
    action: Type.Union(MODERATION_ACTIONS.map((action) => Type.Literal(action))),
    /** Required: recorded in the audit log and mailed to the owner. */
    reason: Type.String({ minLength: 1, maxLength: MODERATION_REASON_MAX, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type ModerationActionRequest = Static<typeof ModerationActionRequest>;

/** An owner's one answer to a decision about their listing. */
export const OwnerAnswer = Type.Object({ text: Type.String(), answeredAt: Type.String({ format: 'date-time' }) });
export type OwnerAnswer = Static<typeof OwnerAnswer>;

/** A case in the queue: a listing report or a price mismatch report, with its listing's standing. */
export const ModerationCase = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('listing-report'), Type.Literal('price-report')]),
  clinicId: Type.String(),
  clinicName: Type.String(),
  /** A listing report's reason; a price report's is `different-price`. */
  reason: Type.Union([...LISTING_REPORT_REASONS.map((reason) => Type.Literal(reason)), Type.Literal('different-price')]),
  note: Type.String(),
  reporterEmail: Type.Optional(Type.String()),
  reportedAt: Type.String({ format: 'date-time' }),
  /** `open` in the queue; `decided` once acted on, until the owner's answer reopens it. */
  status: Type.Union([Type.Literal('open'), Type.Literal('decided')]),
  standing: ListingStanding,
  ownerAnswer: Type.Optional(OwnerAnswer),
});
export type ModerationCase = Static<typeof ModerationCase>;

/** GET /moderation/cases: the open cases, oldest first, and how many there are by reason. */
export const ModerationQueue = Type.Object({
  cases: Type.Array(ModerationCase),
  countsByReason: Type.Record(Type.String(), Type.Integer({ minimum: 0 })),
});
export type ModerationQueue = Static<typeof ModerationQueue>;

/** One line of the append-only audit log. */
export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  /** The administrator's email. */
  actor: Type.String(),
  action: Type.Union([...MODERATION_ACTIONS.map((action) => Type.Literal(action)), Type.Literal('grant-administrator'), Type.Literal('revoke-administrator')]),
  reason: Type.String(),
  clinicId: Type.Optional(Type.String()),
  caseId: Type.Optional(Type.String()),
  /** A role change: the account's email. */
  subject: Type.Optional(Type.String()),
  before: Type.Object({ standing: Type.Optional(ListingStanding), administrator: Type.Optional(Type.Boolean()) }),
  after: Type.Object({ standing: Type.Optional(ListingStanding), administrator: Type.Optional(Type.Boolean()) }),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditLog = Type.Object({ entries: Type.Array(AuditEntry) });

export const ModerationCaseResult = Type.Object({ result: ModerationCase });

export const Administrator = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  /** From the environment's list: the role cannot be taken away here. */
  fromEnvironment: Type.Boolean(),
});
export type Administrator = Static<typeof Administrator>;
export const AdministratorList = Type.Object({ administrators: Type.Array(Administrator) });
export const GrantAdministratorRequest = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }), reason: Type.String({ minLength: 1, maxLength: MODERATION_REASON_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export const RevokeAdministratorRequest = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: MODERATION_REASON_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);

/** The owner's view of a decision on their listing (OwnerClinic.moderation). */
export const ListingDecision = Type.Object({
  standing: Type.Union([Type.Literal('closed'), Type.Literal('suspended')]),
  reason: Type.String(),
  decidedAt: Type.String({ format: 'date-time' }),
  /** The owner's one answer; absent until given. */
  answer: Type.Optional(OwnerAnswer),
});
export type ListingDecision = Static<typeof ListingDecision>;

export const ModerationAnswerRequest = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: MODERATION_ANSWER_MAX, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type ModerationAnswerRequest = Static<typeof ModerationAnswerRequest>;
