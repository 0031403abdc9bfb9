import { PRICE_REPORT_NOTE_MAX, PRICE_REPORT_VISIT_MAX_DAYS, PriceReportRequest } from '@directpay/contracts';
import { contractResolver } from '@directpay/shared-ui/forms';
import { always, missingOrWrong } from '#src/lib/form-words';
import { t } from '#src/messages';

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
      amountPaid: missingOrWrong('report.amountMissing', 'report.amountWrong'),
      visitDate: always('report.visitMissing'),
      note: always('form.noteTooLong', { max: PRICE_REPORT_NOTE_MAX }),
    },
    check: (values) => {
      const day = Date.parse(`${values.visitDate}T00:00:00Z`);
      if (Number.isNaN(day)) return [];
      if (day > Date.now() + DAY_MS) return [{ field: 'visitDate', message: t('report.visitFuture') }];
      if (day < Date.now() - PRICE_REPORT_VISIT_MAX_DAYS * DAY_MS) return [{ field: 'visitDate', message: t('report.visitTooOld') }];
      return [];
    },
  });
