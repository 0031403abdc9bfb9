import styled from '@directpay/shared-ui/styled';
import { apiUrl, theme } from '@directpay/shared-ui';
import { endpointPath, getStandardChargesCsv, getStandardChargesJson, getStandardChargesWideCsv, hasPriceFile } from '@directpay/contracts';
import type { Clinic } from '@directpay/contracts';

const Line = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
  a { color: ${theme.colors.brandDark}; font-weight: 700; }
`;

/**
 * The clinic's price files (CMS's Hospital Price Transparency layout, on the API):
 * shown only when the clinic has them (contracts' hasPriceFile), so no link leads to a 404.
 */
export function PriceFileLinks({ clinic }: { clinic: Clinic }) {
  if (!hasPriceFile(clinic)) return null;
  const params = { id: clinic.id };
  return (
    <Line data-testid="price-files">
      These prices as a file:{' '}
      <a href={apiUrl(endpointPath(getStandardChargesJson.path, params))}>
        JSON<span className="visually-hidden"> price file</span>
      </a>
      ,{' '}
      <a href={apiUrl(endpointPath(getStandardChargesCsv.path, params))}>
        CSV<span className="visually-hidden"> price file</span>
      </a>{' '}
      or{' '}
      <a href={apiUrl(endpointPath(getStandardChargesWideCsv.path, params))}>
        wide CSV<span className="visually-hidden"> price file</span>
      </a>
    </Line>
  );
}
