import { useCompareStore } from './compare-store';

const pick = (n: number) => ({ id: `id-${n}`, name: `Clinic ${n}` });

describe('the compare selection', () => {
  beforeEach(() => useCompareStore.getState().clear());

  it('keeps up to three clinics in the order ticked, ignores a fourth, and unticks', () => {
    const { toggle } = useCompareStore.getState();
    [1, 2, 3, 4].forEach((n) => toggle(pick(n)));
    expect(useCompareStore.getState().picks.map((p) => p.id)).toEqual(['id-1', 'id-2', 'id-3']);
    toggle(pick(2));
    expect(useCompareStore.getState().picks.map((p) => p.id)).toEqual(['id-1', 'id-3']);
  });

  it('is kept in session storage, so a reload of the tab keeps it', () => {
    useCompareStore.getState().toggle(pick(7));
    expect(JSON.parse(sessionStorage.getItem('compareSelection')!)).toEqual([pick(7)]);
    useCompareStore.getState().clear();
    expect(sessionStorage.getItem('compareSelection')).toBe('[]');
  });
});
