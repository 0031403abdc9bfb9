import type { ImportSummary } from '@directpay/contracts';
import { changesText, stateText, unpublishLabel, unpublishQuestion } from './import-history-words';

const summary = (over: Partial<ImportSummary>): ImportSummary => ({ id: 'a'.repeat(24), ranAt: '2026-06-02T15:04:05.000Z', created: 3, updated: 0, locations: 3, unpublished: 0, ...over });

describe('the import history words', () => {
  it('names the count the button and the confirm step act on: the locations still published', () => {
    expect(unpublishLabel(summary({}))).toBe('Unpublish these 3 locations');
    expect(unpublishLabel(summary({ unpublished: 2 }))).toBe('Unpublish this location');
    expect(unpublishQuestion(summary({}))).toMatch(/^Unpublish 3 locations from this import\? They leave search/);
    expect(unpublishQuestion(summary({ locations: 1 }))).toMatch(/^Unpublish 1 location from this import\? It leaves search/);
  });

  it('says what the import did and where its locations stand', () => {
    expect(changesText(summary({ created: 1, updated: 2 }))).toBe('Created 1 location, updated 2.');
    expect(stateText(summary({}))).toBe('All 3 of its locations are published.');
    expect(stateText(summary({ unpublished: 3 }))).toBe('All 3 of its locations are unpublished.');
    expect(stateText(summary({ unpublished: 1 }))).toBe('1 of its 3 locations are unpublished.');
    expect(stateText(summary({ locations: 0 }))).toBe('Its locations were deleted since.');
  });
});
