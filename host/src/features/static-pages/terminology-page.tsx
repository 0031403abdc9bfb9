import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';
import { glossaryTerms, sortedTerms } from './terminology-terms';
import { useMessages } from './messages';

export function TerminologyPage() {
  const t = useMessages();
  useDocumentMeta(t('glossary.title'), t('glossary.description'));
  return (
    <Page>
      <Prose>
        <h1>{t('glossary.heading')}</h1>
        <Lead>{t('glossary.lead')}</Lead>
        <dl>
          {sortedTerms(glossaryTerms(t), t.locale).map(({ term, definition }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{definition}</dd>
            </div>
          ))}
        </dl>
      </Prose>
    </Page>
  );
}
