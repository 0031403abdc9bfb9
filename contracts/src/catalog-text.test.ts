import english from './messages/en.json';
import spanish from './messages/es.json';
import { ALL_SERVICES, CATEGORIES, serviceGroupMatches } from './catalog';
import { catalogLabelId, catalogLabels, catalogLabelText, categoryLabelText } from './catalog-text';

const en = english as Record<string, string>;
const es = spanish as Record<string, string>;

test('every label the catalog shows has its message, whose English is the label itself', () => {
  const labels = [...catalogLabels()];
  expect(labels).toEqual(expect.arrayContaining([ALL_SERVICES, 'Dental', 'LASIK', 'Exam, x-ray & cleaning(new patient)']));
  for (const label of labels) expect({ label, english: en[catalogLabelId(label)] }).toEqual({ label, english: label });
  // Distinct labels, distinct messages.
  expect(new Set(labels.map(catalogLabelId)).size).toBe(labels.length);
});

test('a category shows in Spanish while the service filter still matches the stored English descriptions', () => {
  expect(es[categoryLabelText(1)!.id]).toBe('Odontología');
  expect(es[categoryLabelText(9, 'setup')!.id]).toBe('LASIK');
  expect(en[categoryLabelText(9)!.id]).toBe('Eye care');
  const group = CATEGORIES.find((c) => c.id === 1)!.serviceGroups[0];
  expect(es[catalogLabelText(group.label)!.id]).toBe('Examen, radiografías y limpieza');
  expect(serviceGroupMatches(1, group.label)).toEqual(['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning']);
});

test('words outside the catalog (a description an owner typed) have no message', () => {
  expect(catalogLabelText('Teeth whitening special')).toBeUndefined();
  expect(categoryLabelText(999)).toBeUndefined();
});
