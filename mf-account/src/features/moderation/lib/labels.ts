import type { AuditEntry, ListingStanding, ModerationAction, ModerationCase } from '@directpay/contracts';
import type { ModerationMessage } from '../messages';

/** Each reason's words, a listing report's and a price report's. */
export const REASON_LABELS: Record<ModerationCase['reason'], ModerationMessage> = {
  closed: 'reason.closed',
  'wrong-prices': 'reason.wrongPrices',
  'wrong-address-or-phone': 'reason.wrongAddressOrPhone',
  'not-a-real-clinic': 'reason.notARealClinic',
  other: 'reason.other',
  'different-price': 'reason.differentPrice',
};

export const STANDING_LABELS: Record<ListingStanding, ModerationMessage> = {
  listed: 'standing.listed',
  closed: 'standing.closed',
  suspended: 'standing.suspended',
};

/** The buttons, in the order they are offered. */
export const ACTION_LABELS: Record<ModerationAction, ModerationMessage> = {
  dismiss: 'action.dismiss',
  close: 'action.close',
  suspend: 'action.suspend',
  restore: 'action.restore',
};

/** What the page says once an action is done. */
export const RESULT_LABELS: Record<ModerationAction, ModerationMessage> = {
  dismiss: 'result.dismiss',
  close: 'result.close',
  suspend: 'result.suspend',
  restore: 'result.restore',
};

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], ModerationMessage> = {
  dismiss: 'audit.dismiss',
  close: 'audit.close',
  suspend: 'audit.suspend',
  restore: 'audit.restore',
  'grant-administrator': 'audit.grant',
  'revoke-administrator': 'audit.revoke',
};

/** The actions that change something for a listing in this standing (dismiss always does: it decides the case). */
export function actionsFor(standing: ListingStanding): ModerationAction[] {
  return (['dismiss', 'close', 'suspend', 'restore'] as const).filter((action) => {
    if (action === 'close') return standing !== 'closed';
    if (action === 'suspend') return standing !== 'suspended';
    if (action === 'restore') return standing !== 'listed';
    return true;
  });
}
