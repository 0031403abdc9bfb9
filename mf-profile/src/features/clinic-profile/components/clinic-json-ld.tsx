import { useEffect } from 'react';
import type { Clinic } from '@directpay/contracts';
import { clinicJsonLd, scriptJson } from '@directpay/contracts';

const SELECTOR = 'script[type="application/ld+json"][data-clinic-id]';

/**
 * Puts the clinic's structured data in <head> while the profile is shown. The
 * host's server wrote the first page's into the initial HTML with the same
 * builder, from the API's answer, with the canonical URL: on that page that one
 * is kept for as long as its clinic is shown, sparing the profile's first effects
 * (the phone's busiest moment) a rebuild. Any other is replaced, so the head holds
 * one clinic's, the one shown.
 */
export function ClinicJsonLd({ clinic }: { clinic: Clinic }) {
  useEffect(() => {
    const written = [...document.querySelectorAll<HTMLScriptElement>(SELECTOR)];
    // The server marks its own with the path it answered: this page's, as first loaded, and not
    // the same clinic's prices page (a different URL in the data) before the visitor came here.
    const fromServer = written.find((old) => old.dataset.clinicId === clinic.id && old.dataset.path === window.location.pathname);
    written.filter((old) => old !== fromServer).forEach((old) => old.remove());
    // The server's is for the page as first loaded: once this clinic leaves, it goes too.
    if (fromServer) return () => fromServer.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.clinicId = clinic.id;
    script.textContent = scriptJson(clinicJsonLd(clinic, window.location.href));
    document.head.appendChild(script);
    return () => script.remove();
  }, [clinic]);
  return null;
}
