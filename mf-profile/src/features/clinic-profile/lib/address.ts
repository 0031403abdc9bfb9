import type { Address } from '@directpay/contracts';

/** 'Provo, UT' (either part may be missing). */
export function cityState(address: Pick<Address, 'cityTown' | 'state'>): string {
  return [address.cityTown, address.state].map((s) => (s ?? '').trim()).filter(Boolean).join(', ');
}

/** Street, suite, and 'city, state zip' as separate lines. */
export function streetLines(address: Address): string[] {
  const street = [address.streetAddress, address.suiteUnit].map((s) => (s ?? '').trim()).filter(Boolean).join(', ');
  const place = [cityState(address), (address.zip ?? '').trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean);
}

export function hasCoordinates(address: Pick<Address, 'latitude' | 'longitude'>): address is { latitude: number; longitude: number } {
  return typeof address.latitude === 'number' && typeof address.longitude === 'number' && Number.isFinite(address.latitude) && Number.isFinite(address.longitude);
}
