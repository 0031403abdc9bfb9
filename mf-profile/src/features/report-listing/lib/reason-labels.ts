import type { ListingReportReason } from '@directpay/contracts';
import type { ReportMessage } from '../messages';

/** Each reason's words in the report form, in the form's order. */
export const REASON_LABELS: Record<ListingReportReason, ReportMessage> = {
  closed: 'reasons.closed',
  'wrong-prices': 'reasons.wrongPrices',
  'wrong-address-or-phone': 'reasons.wrongAddressOrPhone',
  'not-a-real-clinic': 'reasons.notARealClinic',
  other: 'reasons.other',
};
