import { useState } from 'react';
import { useNavigate } from '@directpay/shared-ui/routing';
import { notify } from '@directpay/shared-ui';
import { categorySearchUrl, FALLBACK_CATEGORY, nearSearchUrl } from './search-urls';

/**
 * 'Your location': asks the browser where the user is and searches near it.
 * The original always went to Dental; that stays the fallback when location is
 * refused or unavailable, with a notice saying why.
 */
export function useYourLocation(): { locate: () => void; locating: boolean } {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const fallback = (reason: string) => {
    setLocating(false);
    notify.info(`${reason} Showing ${FALLBACK_CATEGORY} clinics instead.`);
    navigate(categorySearchUrl(FALLBACK_CATEGORY));
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return fallback('Your browser cannot share your location.');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        navigate(nearSearchUrl(coords.latitude, coords.longitude));
      },
      () => fallback('Your location is not available.'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return { locate, locating };
}
