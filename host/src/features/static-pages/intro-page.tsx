import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Prose } from './prose';
import { useMessages } from './messages';

export function IntroPage() {
  const t = useMessages();
  useDocumentMeta(t('intro.title'), t('intro.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('intro.heading')}</h1>
        <Lead>{t('intro.lead')}</Lead>
        <ul>
          <li>{t('intro.point1')}</li>
          <li>{t('intro.point2')}</li>
          <li>{t('intro.point3')}</li>
          <li>{t('intro.point4')}</li>
        </ul>
        <p>{t('intro.next')}</p>
        <CtaLink to="/login">{t('intro.cta')}</CtaLink>
      </Prose>
    </Page>
  );
}
