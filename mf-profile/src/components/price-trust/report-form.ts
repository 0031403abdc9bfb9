import { PRICE_REPORT_NOTE_MAX, PRICE_REPORT_VISIT_MAX_DAYS, PriceReportRequest } from '@directpay/contracts';
import { contractResolver, missingOr } from '@directpay/shared-ui/forms';

export interface ReportFields {
  amountPaid: string;
  visitDate: string;
  note: string;
}

/** The form's values as the API receives them for one service; the amount without a typed '$'. */
export const toReportRequest = (service: string) => (fields: ReportFields): PriceReportRequest => ({
  service,
  amountPaid: fields.amountPaid.trim().replace(/^\$\s*/, ''),
  visitDate: fields.visitDate,
  ...(fields.note.trim() ? { note: fields.note.trim() } : {}),
});

const DAY_MS = 86_400_000;

/** The API's PriceReportRequest checks in the form's words, plus the day bounds the API checks against its clock. */
export const reportResolver = (service: string) =>
  contractResolver<ReportFields, typeof PriceReportRequest>({
    schema: PriceReportRequest,
    toInput: toReportRequest(service),
    messages: {
      amountPaid: missingOr('Please enter the amount you paid.', 'Please enter the amount in dollars, like 120 or 99.50.'),
      visitDate: missingOr('Please enter the date of your visit.', 'Please enter the date of your visit.'),
      note: `Your note can be at most ${PRICE_REPORT_NOTE_MAX} characters.`,
    },
    check: (values) => {
      const day = Date.parse(`${values.visitDate}T00:00:00Z`);
      if (Number.isNaN(day)) return [];
      if (day > Date.now() + DAY_MS) return [{ field: 'visitDate', message: 'The date of your visit cannot be in the future.' }];
      if (day < Date.now() - PRICE_REPORT_VISIT_MAX_DAYS * DAY_MS) return [{ field: 'visitDate', message: 'Reports are taken for visits in the last two years.' }];
      return [];
    },
  });
