import { ALL_SERVICES } from '@directpay/contracts';
import type { SortKey } from '../utils/search-state';
import { Field, Select } from './field';

interface Props {
  sort: SortKey;
  service: string;
  hasOrigin: boolean;
  onSort: (sort: SortKey) => void;
}

/** Price needs a selected service; distance needs a place or the user's location. */
export function SortSelect({ sort, service, hasOrigin, onSort }: Props) {
  return (
    <Field>
      Sort by
      <Select value={sort} onChange={(e) => onSort(e.target.value as SortKey)}>
        <option value="name">Name</option>
        <option value="price" disabled={service === ALL_SERVICES}>
          Price{service === ALL_SERVICES ? ' (choose a service)' : ''}
        </option>
        <option value="distance" disabled={!hasOrigin}>
          Distance{hasOrigin ? '' : ' (choose a place)'}
        </option>
      </Select>
    </Field>
  );
}
