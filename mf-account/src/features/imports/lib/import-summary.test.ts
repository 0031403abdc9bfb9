import type { ImportReport } from '@directpay/contracts';
import { appliedSummary, previewSummary } from './import-summary';

const report = (over: Partial<ImportReport>): ImportReport => ({ format: 'directpay', rows: 4, created: 0, updated: 0, unchanged: 0, locations: [], errors: [], notices: [], categoryNeeded: false, ...over });
const location = { externalId: 'a', name: 'A', action: 'create' as const, row: 2, services: 1 };

it('says what the dry run found: problems first, then what would change', () => {
  expect(previewSummary(report({ errors: [{ row: 3, column: 'price', message: 'bad' }] }))).toBe('1 problem to fix before anything can be imported.');
  expect(previewSummary(report({ created: 2, unchanged: 1, locations: [location, location, location] }))).toBe('Ready to import 3 locations: 2 new, 0 updated, 1 unchanged.');
  expect(previewSummary(report({ unchanged: 1, locations: [location] }))).toBe('Nothing to import: the location is already as the file says.');
  expect(appliedSummary(report({ created: 1, updated: 2 }))).toBe('Imported: 1 new location, 2 locations updated, 0 unchanged.');
});
