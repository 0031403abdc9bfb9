import { topCategoryLabels } from './top-category-labels';

it('the home page offers the spec’s six top categories, in order', () => {
  expect(topCategoryLabels()).toEqual(['Dental', 'Direct primary care', 'Medical scans', 'Eye care', 'Chiropractic', 'IVF']);
});
