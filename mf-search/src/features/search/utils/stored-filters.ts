import { STORED_CATEGORY_KEY as CATEGORY_KEY, STORED_SERVICE_KEY as SERVICE_KEY } from '@directpay/contracts';
import type { StoredFilters } from './search-state';

/** The filters remembered from the last search (localStorage), for links that carry none. */
export function readStored(): StoredFilters {
  try {
    return { selectedCategoryId: localStorage.getItem(CATEGORY_KEY), selectedService: localStorage.getItem(SERVICE_KEY) };
  } catch {
    return { selectedCategoryId: null, selectedService: null };
  }
}

export function store(categoryId: number, service: string) {
  try {
    localStorage.setItem(CATEGORY_KEY, String(categoryId));
    localStorage.setItem(SERVICE_KEY, service);
  } catch {
    // Private mode or storage full: the URL still carries the search.
  }
}
