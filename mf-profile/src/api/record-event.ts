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

/** The longest a count waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the document has loaded and the browser is idle (or after
 * IDLE_TIMEOUT_MS), so it leaves the page's first frames alone: the picture still
 * decoding, the sections built after the first paint. Returns a function that cancels it.
 */
function whenLoadedAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * Counts a page's view once the page has been drawn and the browser is idle: the
 * request (and its CORS preflight) is work the visitor does not wait for, kept out
 * of the page's first frames, the phone's busiest moment.
 */
export function useCountView(clinicId: string | undefined, type: 'profile_view' | 'prices_view', enabled = true): void {
  useEffect(() => {
    if (!enabled || !clinicId) return undefined;
    let cancelIdle = () => {};
    const cancelPaint = afterNextPaint(() => {
      cancelIdle = whenLoadedAndIdle(() => recordEvent(clinicId, type));
    });
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, [enabled, clinicId, type]);
}
