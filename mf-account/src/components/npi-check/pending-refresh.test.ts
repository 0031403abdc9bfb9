import type { OwnerClinic } from '@directpay/contracts';
import { anyPendingCheck, pendingRefreshDelay } from './pending-refresh';

const clinic = (over: Partial<OwnerClinic>) => ({ doctors: [], ...over }) as unknown as OwnerClinic;
const pending = { npi: '1234567893', state: 'pending' as const, checkedAt: null };
const verified = { npi: '1234567893', state: 'verified' as const, checkedAt: '2026-03-03T00:00:00.000Z' };

test("a location's or a doctor's pending check keeps the list refreshing; verified ones do not", () => {
  expect(anyPendingCheck([clinic({ npiCheck: verified })])).toBe(false);
  expect(anyPendingCheck([clinic({ npiCheck: verified }), clinic({ npiCheck: pending })])).toBe(true);
  expect(anyPendingCheck([clinic({ doctors: [{ npiCheck: pending }] as OwnerClinic['doctors'] })])).toBe(true);
  expect(anyPendingCheck(undefined)).toBe(false);
});

test('reads soon at first, then less often the longer a check stays pending', () => {
  expect(pendingRefreshDelay(0)).toBe(5_000);
  expect(pendingRefreshDelay(60_000)).toBe(15_000);
  expect(pendingRefreshDelay(10 * 60_000)).toBe(60_000);
});
