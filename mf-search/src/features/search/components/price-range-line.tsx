import styled from '@directpay/shared-ui/styled';
import { ALL_SERVICES, getPriceRange, priceRangeLine } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { keepPreviousData, useEndpointQuery } from '@directpay/shared-ui/query';
import { bboxParam, type BBox } from '../utils/bbox';

const Line = styled.p`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  color: ${theme.colors.text};
`;

interface Props {
  /** Null for a code search across categories, which has no service group (no line). */
  categoryId: number | null;
  service: string;
  /** The map area the list shows; null until the map reports it. */
  bbox: BBox | null;
}

/**
 * "Exam, x-ray & cleaning: $89–$240, median $135 (18 clinics)": the posted
 * prices of the selected service among the clinics in the map area, computed
 * by the API in one aggregation (GET /clinics/price-range). Nothing for All
 * services, while loading, on a failure (the list says that), or for an area
 * without a posted price.
 */
export function PriceRangeLine({ categoryId, service, bbox }: Props) {
  const input = categoryId !== null && service !== ALL_SERVICES && bbox ? { query: { categoryId, service, bbox: bboxParam(bbox) } } : null;
  const range = useEndpointQuery(getPriceRange, input, { staleTime: 30_000, retry: 1, placeholderData: keepPreviousData });
  // The previous area's line stays while a pan loads (no jump in the list), unless the service changed.
  const data = range.data?.service === service ? range.data : undefined;
  const text = input && data ? priceRangeLine(data.service, data.range) : null;
  return text ? <Line data-testid="price-range">{text}</Line> : null;
}
