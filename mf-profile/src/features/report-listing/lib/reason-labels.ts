import type { ListingReportReason } from '@directpay/contracts';
import type { MessageKey } from '#src/lib/form-words';

/** Each reason's words in the report form, in the form's order. */
export const REASON_LABELS: Record<ListingReportReason, MessageKey> = {
  closed: 'listing.reasons.closed',
  'wrong-prices': 'listing.reasons.wrongPrices',
  'wrong-address-or-phone': 'listing.reasons.wrongAddressOrPhone',
  'not-a-real-clinic': 'listing.reasons.notARealClinic',
  other: 'listing.reasons.other',
};
