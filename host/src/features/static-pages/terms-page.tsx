import { Fragment } from 'react';
import { Link } from '@directpay/shared-ui/routing';
import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';
import { useMessages } from './messages';

const SECTIONS = ['eligibility', 'directory', 'prices', 'owners', 'use', 'liability', 'law'] as const;

export function TermsPage() {
  const t = useMessages();
  useDocumentMeta(t('terms.title'), t('terms.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('terms.heading')}</h1>
        <Lead>{t('terms.lead')}</Lead>
        {SECTIONS.map((section) => (
          <Fragment key={section}>
            <h2>{t(`terms.${section}`)}</h2>
            <p>{t(`terms.${section}Text`)}</p>
          </Fragment>
        ))}
        <h2>{t('terms.privacy')}</h2>
        <p>{t.rich('terms.privacyText', { link: (text) => <Link to="/private-policy">{text}</Link> })}</p>
      </Prose>
    </Page>
  );
}
