/**
 * Request and response shapes of price confirmation and price mismatch reports.
 * A report holds no personal data: no name, email or IP.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Clinic } from '../clinic';
import { PRICE_REPORT_NOTE_MAX } from '../limits';

export const PriceReportRequest = Type.Object(
  {
    /** The service's description as the page shows it (services and other services). */
    service: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    /** Dollars actually paid, like a listed price: '120' or '99.50'. */
    amountPaid: Type.String({ format: 'price', minLength: 1, maxLength: 10 }),
    /** The day of the visit, 'YYYY-MM-DD'; not in the future, at most two years ago. */
    visitDate: Type.String({ format: 'calendar-date', minLength: 10, maxLength: 10 }),
    note: Type.Optional(Type.String({ maxLength: PRICE_REPORT_NOTE_MAX })),
    recaptchaToken: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false },
);
export type PriceReportRequest = Static<typeof PriceReportRequest>;

export const PriceReportAccepted = Type.Object({ status: Type.Literal('accepted') });

/** A report as its clinic's owner sees it. */
export const PriceReport = Type.Object({
  id: Type.String(),
  clinicId: Type.String(),
  service: Type.String(),
  /** The price the page listed when the report was made. */
  listedPrice: Type.String(),
  amountPaid: Type.String(),
  visitDate: Type.String(),
  note: Type.String(),
  reportedAt: Type.String({ format: 'date-time' }),
  resolvedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PriceReport = Static<typeof PriceReport>;

export const PriceReportList = Type.Object({ results: Type.Array(PriceReport) });
export type PriceReportList = Static<typeof PriceReportList>;
export const PriceReportResult = Type.Object({ result: PriceReport });

/** POST .../prices-confirmation answers the clinic with its new dates. */
export const PricesConfirmedResult = Type.Object({ result: Clinic });
