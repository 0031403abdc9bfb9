import { cityState, sortClinicsByName } from './sort-clinics';

const clinic = (name: string) => ({ detail: { name } }) as Parameters<typeof sortClinicsByName>[0][number];

describe('sortClinicsByName', () => {
  it('sorts by name ignoring case, without changing the input', () => {
    const input = [clinic('beta'), clinic('Alpha'), clinic('gamma'), clinic('Beta Two'), clinic('alpha 2')];
    const sorted = sortClinicsByName(input).map((c) => c.detail.name);
    expect(sorted).toEqual(['Alpha', 'alpha 2', 'beta', 'Beta Two', 'gamma']);
    expect(input[0].detail.name).toBe('beta');
  });
});

describe('cityState', () => {
  it('joins city and state and leaves out a missing part', () => {
    expect(cityState({ cityTown: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(cityState({ cityTown: '', state: 'TX' })).toBe('TX');
    expect(cityState({ cityTown: ' Provo ', state: '' })).toBe('Provo');
  });
});
