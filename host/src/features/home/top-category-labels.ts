import { findCategory, TOP_CATEGORY_IDS } from '@directpay/contracts';

/** Spec, section 9: the home page shows the first 6 top categories. */
const HOME_CATEGORY_COUNT = 6;

export function topCategoryLabels(): string[] {
  return TOP_CATEGORY_IDS.slice(0, HOME_CATEGORY_COUNT)
    .map((id) => findCategory(id)?.label)
    .filter((label): label is string => Boolean(label));
}
