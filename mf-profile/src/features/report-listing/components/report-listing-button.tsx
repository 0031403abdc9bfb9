import { lazy, Suspense, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';
import { useMessages } from '#src/messages';

// The form is fetched on the first click: the profile's first render stays light.
const ReportListingDialog = lazy(() => import('./report-listing-dialog'));

const Wrap = styled.p`
  margin: 1rem 0 0;
  font-size: 0.875rem;
  button {
    min-height: 2.75rem;
    padding: 0;
    border: 0;
    background: none;
    color: ${theme.colors.brandDark};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
  }
`;

/** "Report this listing", at the foot of every profile. */
export function ReportListingButton({ clinicId, clinicName }: { clinicId: string; clinicName: string }) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <Wrap data-testid="report-listing">
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('listing.open')}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ReportListingDialog clinicId={clinicId} clinicName={clinicName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Wrap>
  );
}
