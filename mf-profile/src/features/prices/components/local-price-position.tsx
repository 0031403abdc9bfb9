import styled from '@directpay/shared-ui/styled';
import { formatDollars, getLocalPrices, localPosition, parsePrice, type Service } from '@directpay/contracts';
import { theme } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';

const Line = styled.span`
  display: block;
  font-size: 0.875rem;
  font-weight: 400;
  color: ${theme.colors.muted};
  white-space: normal;
`;

/** The clinic's local price groups: one request per page, shared by every row through the query cache. */
export function useLocalPrices(clinicId: string) {
  return useEndpointQuery(getLocalPrices, { params: { id: clinicId } }, { staleTime: 60_000, retry: 1 });
}

/**
 * Where a price sits against the clinics of the same category within 50 km:
 * "below the local median ($135 among 12 clinics within 50 km)".
 * One request per page (GET /clinics/:id/local-prices, shared by every row
 * through the query cache). Nothing for a service no search group covers, for
 * a clinic alone in its area, while loading or on a failure: the price itself
 * is what matters.
 */
export function LocalPricePosition({ clinicId, service }: { clinicId: string; service: Service }) {
  const local = useLocalPrices(clinicId);
  const price = parsePrice(service.price);
  const group = local.data?.results.find((g) => g.matches.includes(service.description.trim()));
  if (price === undefined || !group || group.median === null || group.count < 2) return null;
  return (
    <Line data-testid="local-price-position">
      {localPosition(price, group.median)} ({formatDollars(group.median)} among {group.count} clinics within {local.data!.radiusKm} km)
    </Line>
  );
}
