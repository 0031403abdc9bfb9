import { CATEGORIES, headlineServices } from './catalog';

describe('headline services', () => {
  it.each(CATEGORIES.map((c) => [c.label, c] as const))('%s: one to three of its own presets, the most asked first', (_label, category) => {
    expect(category.headlineServices.length).toBeGreaterThanOrEqual(1);
    expect(category.headlineServices.length).toBeLessThanOrEqual(3);
    for (const description of category.headlineServices) expect(category.presetServices).toContain(description);
    expect(new Set(category.headlineServices).size).toBe(category.headlineServices.length);
  });
  it("names Dental's new-patient exam first and nothing for an unknown category", () => {
    expect(headlineServices(1)[0]).toBe('Exam, x-ray & cleaning(new patient)');
    expect(headlineServices(999)).toEqual([]);
  });
});
