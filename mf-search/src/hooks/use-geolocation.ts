import { useCallback, useEffect, useState } from 'react';
export interface LatLng {
  lat: number;
  lng: number;
}

export type GeoStatus = 'asking' | 'granted' | 'unavailable';

const read = () =>
  new Promise<LatLng>((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('Geolocation is not supported'));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    );
  });

/**
 * Asks for the browser location once (as the original did). A refusal or an
 * error is only logged: the map stays usable at its centre.
 */
export function useGeolocation() {
  const [position, setPosition] = useState<LatLng | null>(null);
  const [status, setStatus] = useState<GeoStatus>('asking');

  useEffect(() => {
    let live = true;
    const ask = () =>
      read()
        .then((p) => live && (setPosition(p), setStatus('granted')))
        .catch((error: unknown) => {
          console.info('Location not available:', (error as GeolocationPositionError).message ?? error);
          if (live) setStatus('unavailable');
        });
    // Asked in a task of its own: the call itself costs the main thread several milliseconds,
    // which would lengthen the task that commits the page.
    const timer = setTimeout(() => void ask(), 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  /** Asks again (the locate-me button); resolves null when the location stays unavailable. */
  const locate = useCallback(async (): Promise<LatLng | null> => {
    try {
      const p = await read();
      setPosition(p);
      setStatus('granted');
      return p;
    } catch {
      setStatus('unavailable');
      return null;
    }
  }, []);

  return { position, status, locate };
}
