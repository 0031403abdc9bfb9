/**
 * The prices a patient of each category asks for first, most asked first (preset
 * descriptions of the catalog, by category id): the first is a search card's
 * "from $X", and the profile's price summary shows up to three. A module of its
 * own, so a page that needs only these does not bundle the whole catalog.
 */
export const HEADLINE_SERVICES: Readonly<Record<number, readonly string[]>> = {
  1: ['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning', 'Single annual membership'],
  2: ['MRI w/out contrast', 'CT scan', 'X-ray'],
  3: ['Adult monthly membership', 'Office visit', 'Child monthly membership'],
  4: ['Consultation', 'In vitro fertilization (IVF)', 'Intrauterine insemination (IUI)'],
  6: ['New client evaluation', 'Follow-up visit'],
  8: ['Vasectomy', 'Consultation', 'Vasectomy reversal'],
  9: ['LASIK', 'PRK', 'EVO ICL'],
  10: ['Visit'],
  11: ['Initial visit', 'Follow-up visit'],
  12: ['Single monthly membership'],
  13: ['Colon cancer test', 'Breast cancer test', 'Cervical cancer test'],
};

/** The category's headline service descriptions, most asked first (empty for an unknown category). */
export function headlineServices(categoryId: number): readonly string[] {
  return HEADLINE_SERVICES[categoryId] ?? [];
}
