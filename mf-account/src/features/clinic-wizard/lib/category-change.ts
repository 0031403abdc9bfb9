import { findCategory } from '@directpay/contracts';
import type { DraftService } from './clinic-draft';
import { presetExtras } from './service-extras';

/**
 * Category change (spec section 4): services reset to the new category's
 * presets; a preset the clinic already had keeps its price, toggle, code and
 * bundle, new ones start off with an empty price and their standard code.
 * Services of the old category go.
 */
export function servicesAfterCategoryChange(categoryId: number, current: readonly DraftService[]): DraftService[] {
  const presets = findCategory(categoryId)?.presetServices ?? [];
  return presets.map((description) => {
    const match = current.find((s) => s.description.trim() === description);
    return match ? { ...match, description } : { description, price: '', enabled: false, ...presetExtras(categoryId, description) };
  });
}
