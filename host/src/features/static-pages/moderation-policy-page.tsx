import { Link } from '@directpay/shared-ui/routing';
import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Note, Prose } from './prose';
import { useMessages } from './messages';

const REPORTABLE = ['closed', 'prices', 'address', 'notReal', 'other', 'charged'] as const;
const ACTIONS = ['dismiss', 'close', 'suspend', 'restore'] as const;

/** The rules moderators follow, in plain words: what can be reported, what they may do, and what an owner is owed. */
export function ModerationPolicyPage() {
  const t = useMessages();
  useDocumentMeta(t('policy.title'), t('policy.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('policy.heading')}</h1>
        <Lead>{t('policy.lead')}</Lead>
        <h2>{t('policy.reportable')}</h2>
        <p>{t('policy.reportableText')}</p>
        <ul>
          {REPORTABLE.map((item) => (
            <li key={item}>{t(`policy.reportable.${item}`)}</li>
          ))}
        </ul>
        <p>{t('policy.reporters')}</p>
        <h2>{t('policy.actions')}</h2>
        <p>{t('policy.actionsText')}</p>
        <ul>
          {ACTIONS.map((action) => (
            <li key={action}>{t(`policy.actions.${action}`)}</li>
          ))}
        </ul>
        <h2>{t('policy.reasons')}</h2>
        <p>{t('policy.reasonsText')}</p>
        <h2>{t('policy.owners')}</h2>
        <p>{t('policy.ownersText')}</p>
        <h2>{t('policy.fairness')}</h2>
        <Note>{t('policy.fairnessText')}</Note>
        <h2>{t('policy.abuse')}</h2>
        <p>{t('policy.abuseText')}</p>
        <p>{t.rich('policy.contact', { link: (text) => <Link to="/contactus">{text}</Link> })}</p>
      </Prose>
    </Page>
  );
}
