import type { ReactNode } from 'react';
import { Link } from '@directpay/shared-ui/routing';
import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';
import { useMessages } from './messages';

const bold = { b: (text: ReactNode) => <strong>{text}</strong> };

export function PrivacyPolicyPage() {
  const t = useMessages();
  useDocumentMeta(t('privacy.title'), t('privacy.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('privacy.heading')}</h1>
        <Lead>{t('privacy.updated')}</Lead>
        <p>{t('privacy.intro')}</p>
        <h2>{t('privacy.collect')}</h2>
        <ul>
          <li>{t.rich('privacy.owners', bold)}</li>
          <li>{t.rich('privacy.visitors', bold)}</li>
          <li>{t.rich('privacy.browser', bold)}</li>
        </ul>
        <h2>{t('privacy.messages')}</h2>
        <p>{t('privacy.messagesText')}</p>
        <h2>{t('privacy.use')}</h2>
        <p>{t('privacy.useText')}</p>
        <h2>{t('privacy.children')}</h2>
        <p>{t('privacy.childrenText')}</p>
        <h2>{t('privacy.choices')}</h2>
        <p>{t.rich('privacy.choicesText', { link: (text) => <Link to="/contactus">{text}</Link> })}</p>
        <h2>{t('privacy.changes')}</h2>
        <p>{t('privacy.changesText')}</p>
      </Prose>
    </Page>
  );
}
