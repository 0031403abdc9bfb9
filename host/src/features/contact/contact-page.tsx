import styled from '@directpay/shared-ui/styled';
import { Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import { ContactForm } from './contact-form';

const Intro = styled.div`
  max-width: 48rem;
  h1 { font-size: 2rem; margin: 0.5rem 0; }
  p { color: ${theme.colors.muted}; }
`;

const Disclaimer = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  margin-top: 1.5rem;
`;

export function ContactPage() {
  useDocumentMeta('Contact us', 'Questions about DirectPay Clinics, listing your clinic or your account? Send us a message.');
  return (
    <Page>
      <Intro>
        <h1>Contact us</h1>
        <p>Questions about listing your clinic, your account or the directory? Write to us and we will get back to you.</p>
      </Intro>
      <ContactForm />
      <Disclaimer>
        This site is not health-privacy (HIPAA) compliant: please do not include medical details. We do not read or store what
        you submit here beyond delivering it, and we cannot guarantee that the recipient receives or answers it.
      </Disclaimer>
    </Page>
  );
}
