import { lazy, Suspense, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { DIFFERENT_PRICE_REPORTED_TEXT, REPORT_DIFFERENT_PRICE_TEXT, priceRowStampMessage, type ClinicService } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { theme } from '@directpay/shared-ui';

// The form is fetched on the first click: the profile's first render stays light.
const ReportPriceDialog = lazy(() => import('./report-price-dialog'));

const Marks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  font-size: 0.75rem;
  .reported { color: ${theme.colors.danger}; font-weight: 700; }
  .stamp { color: ${theme.colors.muted}; }
  button {
    min-height: 1.5rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.brandDark};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

/**
 * Beside a price: "From the clinic's price file of {date}" for an imported price
 * not confirmed since, "Patients reported a different price" at 2+ unresolved
 * reports, and the report action. ("may be out of date" is said once per clinic,
 * beside the confirmation date: PricesConfirmed.)
 */
export function PriceMarks({ clinicId, clinicName, service }: { clinicId: string; clinicName: string; service: ClinicService }) {
  const say = useContractText();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const stampText = priceRowStampMessage(service);
  const stamp = stampText && say(stampText);
  return (
    <Marks data-testid="price-marks">
      {stamp && <span className="stamp">{stamp}</span>}
      {service.differentPriceReported && <span className="reported">{say(DIFFERENT_PRICE_REPORTED_TEXT)}</span>}
      <button
        type="button"
        aria-label={`${say(REPORT_DIFFERENT_PRICE_TEXT)}: ${service.description}`}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {say(REPORT_DIFFERENT_PRICE_TEXT)}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportPriceDialog clinicId={clinicId} clinicName={clinicName} service={service} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Marks>
  );
}
