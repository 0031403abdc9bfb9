import { LISTING_REPORT_NOTE_MAX, ListingReportRequest, type ListingReportReason, type Locale } from '@directpay/contracts';
import { contractResolver } from '@directpay/shared-ui/forms';
import type { ApiRequestError } from '@directpay/shared-ui';
import { always, missingOrWrong } from '#src/lib/form-words';
import { t as say } from '#src/messages';
import { t } from '../messages';

export interface ListingReportFields {
  /** '' until a reason is picked. */
  reason: ListingReportReason | '';
  emailAddress: string;
  note: string;
}

export const EMPTY_LISTING_REPORT: ListingReportFields = { reason: '', emailAddress: '', note: '' };

/** What the API receives: the address trimmed, empty optional fields left out, the page's language. */
export const toListingReport =
  (locale: Locale) =>
  (fields: ListingReportFields): ListingReportRequest => ({
    reason: fields.reason as ListingReportReason,
    ...(fields.emailAddress.trim() ? { emailAddress: fields.emailAddress.trim() } : {}),
    ...(fields.note.trim() ? { note: fields.note.trim() } : {}),
    locale,
  });

/** The API's ListingReportRequest checks, in the dialog's words, before anything is sent. */
export const listingReportResolver = (locale: Locale) =>
  contractResolver<ListingReportFields, typeof ListingReportRequest>({
    schema: ListingReportRequest,
    toInput: toListingReport(locale),
    messages: {
      reason: () => t('reasonMissing'),
      emailAddress: missingOrWrong('form.emailWrong', 'form.emailWrong'),
      note: always('form.noteTooLong', { max: LISTING_REPORT_NOTE_MAX }),
    },
  });

/**
 * Where a refusal shows: a second report from the same address (409) at the email, the rate
 * limit (429) and anything else under the form; a field the API names at that field.
 */
export function refusalOf(error: ApiRequestError): { field: keyof ListingReportFields | 'form'; message: string } {
  if (error.status === 409) return { field: 'emailAddress', message: t('alreadyReported') };
  if (error.status === 429) return { field: 'form', message: t('tooMany') };
  const field = error.status === 400 ? error.field?.replace(/^\/body\//, '') : undefined;
  if (field === 'reason') return { field, message: t('reasonMissing') };
  if (field === 'emailAddress') return { field, message: say('form.emailWrong') };
  if (field === 'note') return { field, message: say('form.noteTooLong', { max: LISTING_REPORT_NOTE_MAX }) };
  return { field: 'form', message: t('failed') };
}
