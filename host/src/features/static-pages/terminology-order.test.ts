import { collatorFor } from '@directpay/contracts';
import spanish from './messages/es.json';
import { glossaryTerms, sortedTerms } from './terminology-terms';

const inSpanish = () => glossaryTerms((key) => spanish[key]);
const names = (terms: { term: string }[]) => terms.map((t) => t.term);

describe('the glossary in Spanish and in English', () => {
  it('sorts the Spanish terms by Spanish collation', () => {
    const shown = names(sortedTerms(inSpanish(), 'es'));
    expect(shown).toHaveLength(11);
    expect(shown).toEqual([...shown].sort(collatorFor('es').compare));
    expect(shown[0]).toBe('Atención primaria directa (DPC)');
  });

  it('puts ñ after n in Spanish, where English sorts it with n', () => {
    const terms = ['oso', 'ñandú', 'nube'].map((term) => ({ term, definition: '' }));
    expect(names(sortedTerms(terms, 'es'))).toEqual(['nube', 'ñandú', 'oso']);
    expect(names(sortedTerms(terms, 'en'))).toEqual(['ñandú', 'nube', 'oso']);
  });

  it('keeps the English order, which is not the Spanish one', () => {
    const english = names(sortedTerms());
    expect(english.slice(0, 3)).toEqual(['Cash price', 'Copay', 'Deductible']);
    // The same terms in the Spanish order, read back in English: a different order.
    const spanishOrder = sortedTerms(inSpanish(), 'es').map((term) => inSpanish().findIndex((t) => t.term === term.term));
    expect(spanishOrder.map((index) => glossaryTerms()[index].term)).not.toEqual(english);
  });
});
