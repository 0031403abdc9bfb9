import styled from '@directpay/shared-ui/styled';
import { Page, theme, useDocumentMeta } from '@directpay/shared-ui';
import { ContactForm } from './contact-form';
import { useMessages } from './messages';

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
  const t = useMessages();
  useDocumentMeta(t('title'), t('description'));
  return (
    <Page>
      <Intro>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </Intro>
      <ContactForm />
      <Disclaimer>{t('disclaimer')}</Disclaimer>
    </Page>
  );
}
