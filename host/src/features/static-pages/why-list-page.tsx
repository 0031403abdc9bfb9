import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Prose } from './prose';
import { useMessages } from './messages';

export function WhyListPage() {
  const t = useMessages();
  useDocumentMeta(t('why.title'), t('why.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('why.heading')}</h1>
        <Lead>{t('why.lead')}</Lead>
        <h2>{t('why.leads')}</h2>
        <p>{t('why.leadsText')}</p>
        <h2>{t('why.fees')}</h2>
        <p>{t('why.feesText')}</p>
        <h2>{t('why.direct')}</h2>
        <p>{t('why.directText')}</p>
        <h2>{t('why.rise')}</h2>
        <p>{t('why.riseText')}</p>
        <CtaLink to="/intro">{t('why.cta')}</CtaLink>
      </Prose>
    </Page>
  );
}
