import { ALL_SERVICES } from '@directpay/contracts';
import type { SortKey } from '../utils/search-state';
import { Field, Select } from './field';

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
  const noPrice = service === ALL_SERVICES && !code;
  return (
    <Field>
      Sort by
      <Select value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
        <option value="name">Name</option>
        <option value="price" disabled={noPrice}>
          Price{noPrice ? ' (choose a service)' : ''}
        </option>
        <option value="distance" disabled={!hasOrigin}>
          Distance{hasOrigin ? '' : ' (choose a place)'}
        </option>
      </Select>
    </Field>
  );
}
