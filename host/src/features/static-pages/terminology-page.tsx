import { Page, useDocumentMeta } from '@directpay/shared-ui';
import { Lead, Prose } from './prose';
import { sortedTerms } from './terminology-terms';

export function TerminologyPage() {
  useDocumentMeta('Terminology', 'Plain-language definitions of cash-pay healthcare terms: cash price, direct primary care, HSA and more.');
  return (
    <Page>
      <Prose>
        <h1>Terminology</h1>
        <Lead>The words you will meet when you pay for care directly, in plain language.</Lead>
        <dl>
          {sortedTerms().map(({ term, definition }) => (
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
