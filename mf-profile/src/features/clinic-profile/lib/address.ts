import { cityState, type Address } from '@directpay/contracts';

// One definition with the server-rendered head's (contracts' clinic-page-meta).
export { cityState, hasCoordinates } from '@directpay/contracts';

/** Street, suite, and 'city, state zip' as separate lines. */
export function streetLines(address: Address): string[] {
  const street = [address.streetAddress, address.suiteUnit].map((s) => (s ?? '').trim()).filter(Boolean).join(', ');
  const place = [cityState(address), (address.zip ?? '').trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}
