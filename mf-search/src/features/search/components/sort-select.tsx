import { ALL_SERVICES } from '@directpay/contracts';
import type { SortKey } from '../utils/search-state';
import { Field, Select } from './field';
import { useMessages } from '#src/messages';

interface Props {
  sort: SortKey;
  service: string;
  /** A code search sorts by the code's price. */
  code: string;
  hasOrigin: boolean;
  onSort: (sort: SortKey) => void;
}

/** Price needs a selected service or a code; distance needs a place or the user's location. */
export function SortSelect({ sort, service, code, hasOrigin, onSort }: Props) {
  const t = useMessages();
  const noPrice = service === ALL_SERVICES && !code;
  return (
    <Field>
      {t('sort.label')}
      <Select value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
        <option value="name">{t('sort.name')}</option>
        <option value="price" disabled={noPrice}>
          {noPrice ? t('sort.priceNeedsService') : t('sort.price')}
        </option>
        <option value="distance" disabled={!hasOrigin}>
          {hasOrigin ? t('sort.distance') : t('sort.distanceNeedsPlace')}
        </option>
      </Select>
    </Field>
  );
}
