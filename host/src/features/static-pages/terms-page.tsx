import { Link } from '@directpay/shared-ui/routing';
import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';

export function TermsPage() {
  useDocumentMeta('Terms & conditions', 'The terms for using DirectPay Clinics: eligibility, listings, prices, liability, Utah law and arbitration.');
  return (
    <Page>
      <Prose>
        <h1>Terms &amp; conditions</h1>
        <Lead>By using DirectPay Clinics you agree to these terms. Please read them carefully.</Lead>
        <h2>Eligibility</h2>
        <p>You must be 18 or older to use this site, create an account or list a clinic.</p>
        <h2>The directory</h2>
        <p>
          DirectPay Clinics is an information service. We do not provide medical care or advice, and we are not a party to any
          agreement between a patient and a clinic. Always confirm prices, services and availability with the clinic.
        </p>
        <h2>Prices</h2>
        <p>
          Prices are published by the clinics themselves as cash (self-pay) prices. They may change, and prices paid with
          insurance will likely differ.
        </p>
        <h2>Clinic owners</h2>
        <p>
          If you list a clinic, you confirm that you are allowed to represent it and that what you publish is accurate and
          lawful. We may remove listings that are misleading or break these terms. Listing is free and there are no booking
          fees.
        </p>
        <h2>Acceptable use</h2>
        <p>Do not misuse the site: no spam, scraping that harms the service, attempts to break security, or unlawful content.</p>
        <h2>Liability</h2>
        <p>
          The site is provided “as is”. To the extent the law allows, we are not liable for decisions made from information on
          the site or for the acts of any clinic.
        </p>
        <h2>Governing law and disputes</h2>
        <p>
          These terms are governed by the laws of the State of Utah. Any dispute will be resolved by binding arbitration in
          Salt Lake City, Utah.
        </p>
        <h2>Privacy</h2>
        <p>
          How we handle information is described in our <Link to="/private-policy">Privacy policy</Link>.
        </p>
      </Prose>
    </Page>
  );
}
