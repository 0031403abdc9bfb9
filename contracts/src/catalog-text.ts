/**
 * The catalog's labels (categories, service groups, preset services) as the contracts'
 * messages, for pages to show them in their language. Only the label shown is translated:
 * the URL, the stored descriptions and the service filters keep the English labels, so search
 * matches stored descriptions as before (catalog.ts).
 */
import { ALL_SERVICES, CATEGORIES, findCategory } from './catalog';
import { contractText, type ContractMessageId, type ContractText } from './contract-text';

/** A label's message id: 'catalog.' and the label in lower case, words joined by '-' ('Exam, x-ray & cleaning' -> 'catalog.exam-x-ray-cleaning'). */
export const catalogLabelId = (label: string): ContractMessageId =>
  `catalog.${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}` as ContractMessageId;

let labels: Set<string> | undefined;

/** Every label the catalog shows (each has its message: catalog-text.test.ts). */
export function catalogLabels(): ReadonlySet<string> {
  labels ??= new Set([
    ALL_SERVICES,
    ...CATEGORIES.flatMap((c) => [c.label, ...(c.setupLabel ? [c.setupLabel] : []), ...c.serviceGroups.map((g) => g.label), ...c.presetServices, ...c.headlineServices]),
  ]);
  return labels;
}

/** A catalog label's message; undefined for words the catalog does not hold (a description an owner typed is shown as typed). */
export function catalogLabelText(label: string): ContractText | undefined {
  return catalogLabels().has(label) ? contractText(catalogLabelId(label)) : undefined;
}

/** A category's label ('Dental'); the setup form's where it has its own (9 shows as LASIK). */
export function categoryLabelText(categoryId: number, form: 'search' | 'setup' = 'search'): ContractText | undefined {
  const category = findCategory(categoryId);
  if (!category) return undefined;
  return contractText(catalogLabelId(form === 'setup' ? (category.setupLabel ?? category.label) : category.label));
}
