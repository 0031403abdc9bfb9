import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Prose } from './prose';

export function IntroPage() {
  useDocumentMeta('List your clinic', 'List your clinic location on DirectPay Clinics for free in about 5 minutes.');
  return (
    <Page>
      <Prose>
        <h1>List your clinic for free</h1>
        <Lead>Reach patients who pay cash. Publish your prices, hours and doctors in about 5 minutes.</Lead>
        <ul>
          <li>More leads from patients ready to pay directly</li>
          <li>No booking fees, ever</li>
          <li>Direct communication between your clinic and your clients</li>
          <li>A possible 5 to 15 percent rise in cash-paying clients</li>
        </ul>
        <p>Sign in or create an account, then add your first clinic location from your account.</p>
        <CtaLink to="/login">Get started</CtaLink>
      </Prose>
    </Page>
  );
}
