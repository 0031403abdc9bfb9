import { useEffect } from 'react';
import type { Clinic } from '@directpay/contracts';
import { clinicJsonLd, scriptJson } from '../lib/json-ld';

/** Puts the clinic's structured data in <head> while the profile is shown. */
export function ClinicJsonLd({ clinic }: { clinic: Clinic }) {
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.clinicId = clinic.id;
    script.textContent = scriptJson(clinicJsonLd(clinic, window.location.href));
    document.head.appendChild(script);
    return () => script.remove();
  }, [clinic]);
  return null;
}
