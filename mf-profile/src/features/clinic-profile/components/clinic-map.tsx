import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Address } from '@directpay/contracts';
import { hasCoordinates } from '../lib/address';

/** Profile map height (spec section 9): the box is this size before the map loads, so nothing moves. */
const MAP_HEIGHT = 400;

/*
 * Leaflet and its CSS load when the map's box comes near the screen: on a phone
 * the map is far below the fold, so the profile's first load does not carry it.
 */
const ClinicLeafletMap = lazy(async () => ({ default: (await import('./clinic-leaflet-map')).ClinicLeafletMap }));

/** True once the element has come within `margin` of the viewport (at once where IntersectionObserver is missing). */
function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** Centred on the clinic at zoom 13 with a marker; nothing is drawn without coordinates. */
export function ClinicMap({ address }: { address: Address }) {
  const { ref, near } = useNearScreen('300px');
  if (!hasCoordinates(address)) return null;
  return (
    <div ref={ref} data-testid="clinic-map" style={{ height: MAP_HEIGHT }}>
      {near && (
        <Suspense fallback={null}>
          <ClinicLeafletMap address={address} />
        </Suspense>
      )}
    </div>
  );
}
