import { useEffect } from 'react';
import type { Clinic } from '@directpay/contracts';
import { clinicJsonLd, scriptJson } from '@directpay/contracts';

/**
 * Puts the clinic's structured data in <head> while the profile is shown. The
 * host's server wrote the first page's into the initial HTML with the same
 * builder; it is replaced, so the head holds one clinic's, the one shown.
 */
export function ClinicJsonLd({ clinic }: { clinic: Clinic }) {
  useEffect(() => {
    document.querySelectorAll('script[type="application/ld+json"][data-clinic-id]').forEach((old) => old.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.clinicId = clinic.id;
    script.textContent = scriptJson(clinicJsonLd(clinic, window.location.href));
    document.head.appendChild(script);
    return () => script.remove();
  }, [clinic]);
  return null;
}
