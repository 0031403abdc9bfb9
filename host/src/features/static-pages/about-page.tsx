import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { CtaLink, Lead, Note, Prose } from './prose';
import { useMessages } from './messages';

export function AboutPage() {
  const t = useMessages();
  useDocumentMeta(t('about.title'), t('about.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('about.heading')}</h1>
        <Lead>{t('about.lead')}</Lead>
        <h2>{t('about.team')}</h2>
        <p>{t('about.team1')}</p>
        <p>{t('about.team2')}</p>
        <h2>{t('about.how')}</h2>
        <ul>
          <li>{t('about.how1')}</li>
          <li>{t('about.how2')}</li>
          <li>{t('about.how3')}</li>
        </ul>
        <Note>{t('about.note')}</Note>
        <CtaLink to="/search">{t('about.cta')}</CtaLink>
      </Prose>
    </Page>
  );
}
