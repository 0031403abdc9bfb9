import { findCategory } from '@directpay/contracts';
import type { DraftService } from './clinic-draft';

/**
 * Category change (spec section 4): services reset to the new category's
 * presets; a preset the clinic already had keeps its price and toggle, new
 * ones start off with an empty price. Services of the old category go.
 */
export function servicesAfterCategoryChange(categoryId: number, current: readonly DraftService[]): DraftService[] {
  const presets = findCategory(categoryId)?.presetServices ?? [];
  return presets.map((description) => {
    const match = current.find((s) => s.description.trim() === description);
    return match ? { description, price: match.price, enabled: match.enabled } : { description, price: '', enabled: false };
  });
}
