import styled from '@directpay/shared-ui/styled';
import { apiUrl, theme } from '@directpay/shared-ui';
import { endpointPath, getStandardChargesCsv, getStandardChargesJson, getStandardChargesWideCsv, hasPriceFile } from '@directpay/contracts';
import type { Clinic } from '@directpay/contracts';
import { useMessages } from '#src/messages';

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
  const t = useMessages();
  if (!hasPriceFile(clinic)) return null;
  const params = { id: clinic.id };
  const hidden = <span className="visually-hidden"> {t('files.hidden')}</span>;
  return (
    <Line data-testid="price-files">
      {t('files.lead')}{' '}
      <a href={apiUrl(endpointPath(getStandardChargesJson.path, params))}>
        {t('files.json')}
        {hidden}
      </a>
      ,{' '}
      <a href={apiUrl(endpointPath(getStandardChargesCsv.path, params))}>
        {t('files.csv')}
        {hidden}
      </a>{' '}
      {t('files.or')}{' '}
      <a href={apiUrl(endpointPath(getStandardChargesWideCsv.path, params))}>
        {t('files.wideCsv')}
        {hidden}
      </a>
    </Line>
  );
}
