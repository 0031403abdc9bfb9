import { useEffect } from 'react';
import { recordClinicEvent, type ClinicEventType } from '@directpay/contracts';
import { afterNextPaint, callEndpoint } from '@directpay/shared-ui';

/**
 * Counts a view or click for the owner's metrics. Fire-and-forget: a failed
 * count must never block or disturb the visitor, so errors are swallowed. A
 * signed-in owner's session goes along (the endpoint's optional session), so the
 * API leaves the owner's previews of their own clinic uncounted.
 * The one write not sent through useApiMutation: a count has no busy state, no
 * failure to show and nothing to refetch, and the hook would load on every profile.
 */
export function recordEvent(clinicId: string, type: Exclude<ClinicEventType, 'message_sent'>): void {
  callEndpoint(recordClinicEvent, { params: { clinicId }, body: { type } }).catch(() => undefined);
}

/**
 * Counts a page's view once the page has been drawn, in a task of its own: the
 * request's set-up is main-thread work the visitor does not wait for, kept out of
 * the page's first effects, the phone's busiest moment.
 */
export function useCountView(clinicId: string | undefined, type: 'profile_view' | 'prices_view', enabled = true): void {
  useEffect(() => {
    if (!enabled || !clinicId) return undefined;
    return afterNextPaint(() => recordEvent(clinicId, type));
  }, [enabled, clinicId, type]);
}
