import { sortedTerms } from './terminology-terms';

describe('terminology terms', () => {
  it('has the spec’s eleven terms', () => {
    expect(sortedTerms()).toHaveLength(11);
  });

  it('is sorted alphabetically, whatever order they are written in', () => {
    const names = sortedTerms().map((t) => t.term);
    // The oracle is the language's own comparison, not the page's compareNames.
    // eslint-disable-next-line no-restricted-syntax
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(sortedTerms([{ term: 'b', definition: '' }, { term: 'A', definition: '' }]).map((t) => t.term)).toEqual(['A', 'b']);
  });
});
