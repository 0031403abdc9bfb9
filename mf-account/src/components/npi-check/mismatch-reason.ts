import type { NpiCheck } from '@directpay/contracts';
import type { NpiMessageKey } from './messages';

/** Whose NPI it is: a clinic location's (an organisation, NPI-2) or a doctor's (an individual, NPI-1). */
export type NpiSubject = 'clinic' | 'doctor';

/**
 * The message naming what differs on a mismatch, and its values: what the registry holds when it
 * sent it, and the listing's state for the fields compared with it. Null when the check is no mismatch.
 */
export function mismatchReason(check: NpiCheck, subject: NpiSubject, listingState: string): { key: NpiMessageKey; values: Record<string, string> } | null {
  if (check.state !== 'mismatch') return null;
  const value = check.registryValue?.trim() ?? '';
  const held = (withValue: NpiMessageKey, without: NpiMessageKey) => (value ? withValue : without);
  const values = { value, state: listingState };
  switch (check.field) {
    case 'type':
      return { key: subject === 'clinic' ? 'mismatch.type.clinic' : 'mismatch.type.doctor', values };
    case 'status':
      return { key: 'mismatch.status', values };
    case 'name':
      return { key: held('mismatch.name', 'mismatch.nameOther'), values };
    case 'state':
      return { key: held('mismatch.state', 'mismatch.stateOther'), values };
    case 'lastname':
      return { key: held('mismatch.lastname', 'mismatch.lastnameOther'), values };
    case 'licenseState':
      return { key: held('mismatch.licenseState', 'mismatch.licenseStateOther'), values };
    default:
      // 'npi', or a mismatch without its field: the registry does not know the number.
      return { key: 'mismatch.npi', values };
  }
}
