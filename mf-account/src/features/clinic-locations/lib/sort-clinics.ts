import type { OwnerClinic } from '@directpay/contracts';
import { compareNames } from '@directpay/shared-ui';

/** By name, case-insensitive (spec section 2); the API sorts too, but a saved clinic is merged in locally. */
export function sortClinicsByName<T extends Pick<OwnerClinic, 'detail'>>(clinics: readonly T[]): T[] {
  return [...clinics].sort((a, b) => compareNames(a.detail.name, b.detail.name));
}

/** 'city, state', leaving out whichever part is missing. */
export function cityState(address: Pick<OwnerClinic['address'], 'cityTown' | 'state'>): string {
  return [address.cityTown.trim(), address.state.trim()].filter(Boolean).join(', ');
}
