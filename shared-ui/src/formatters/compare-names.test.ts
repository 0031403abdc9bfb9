import { compareNames } from './compare-names';
import { sortedNames } from './price';

describe('compareNames', () => {
  it('orders alphabetically, ignoring case and accents', () => {
    expect(['Zed', 'émile', 'adam', 'Eve', 'Bob'].sort(compareNames)).toEqual(['adam', 'Bob', 'émile', 'Eve', 'Zed']);
  });

  it('treats names that differ only in case or accents as equal', () => {
    expect(compareNames('Aetna', 'aetna')).toBe(0);
    expect(compareNames('Élan', 'elan')).toBe(0);
    expect(compareNames('Aetna', 'Cigna')).toBeLessThan(0);
  });

  it('sorts a clinic\'s names with it, nameless ones left out', () => {
    expect(sortedNames([{ name: 'cigna' }, { name: '  ' }, {}, { name: 'Aetna' }, { name: 'Blue Cross' }])).toEqual(['Aetna', 'Blue Cross', 'cigna']);
  });
});
