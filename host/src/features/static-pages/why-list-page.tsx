import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Prose } from './prose';

export function WhyListPage() {
  useDocumentMeta('Why list your clinic?', 'More leads, no booking fees and direct communication with patients who pay cash.');
  return (
    <Page>
      <Prose>
        <h1>Why list your clinic?</h1>
        <Lead>Patients who pay cash are looking for you. Listing on DirectPay Clinics helps them find you, for free.</Lead>
        <h2>More leads</h2>
        <p>
          Patients come here with the intent to pay directly. They search by category, service and address, and your clinic
          shows up with its prices, so the people who reach you already know what to expect.
        </p>
        <h2>No booking fees</h2>
        <p>Listing is free and we never take a fee or a cut of an appointment. What a patient pays goes to your clinic.</p>
        <h2>Direct communication</h2>
        <p>
          Patients message your clinic directly and you answer them directly: no call centre, no middleman, no marketplace
          between you and your patients.
        </p>
        <h2>A possible 5 to 15 percent rise in cash-paying clients</h2>
        <p>
          Clinics that publish clear cash prices can see a 5 to 15 percent rise in cash-paying clients, simply because
          patients can compare and choose them with confidence.
        </p>
        <CtaLink to="/intro">List your clinic</CtaLink>
      </Prose>
    </Page>
  );
}
