import styled from '@directpay/shared-ui/styled';
import { media, useAfterFirstPaint, useDocumentMeta } from '@directpay/shared-ui';
import type { Clinic, LocalPricesResponse } from '@directpay/contracts';
import { clinicMeta, pricedServices } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { AddressBlock } from './address-block';
import { ClinicJsonLd } from './clinic-json-ld';
import { ClinicMap } from './clinic-map';
import { InsurancesList, ServicesList, SpecialtiesList } from './clinic-lists';
import { ContactCard, type ContactCardProps } from './contact-card';
import { Description } from './description';
import { DoctorsCarousel } from './doctors-carousel';
import { HoursTable } from './hours-table';
import { OfficeImages } from './office-images';
import { PhoneActionBar } from './phone-action-bar';
import { PriceSummary } from './price-summary';
import { ProfileHeader, ProfileImage } from './profile-header';
import { EstimateNotice } from '#src/features/estimate-request/components/estimate-notice';
import { ClosedNotice } from '#src/features/report-listing/components/closed-notice';
import { ReportListingButton } from '#src/features/report-listing/components/report-listing-button';
import { RequestAppointmentBox } from '#src/features/appointment-request/components/request-appointment-box';

/*
 * Sections stay in the spec's order in the markup (screen readers and small
 * screens read them so: contact card first). From 768px the contact card moves
 * to a sticky column on the right.
 */
const Layout = styled.article`
  display: grid;
  gap: 1.5rem;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 18rem;
    align-items: start;
    > [data-testid='contact-card'] {
      grid-column: 2;
      grid-row: 1 / span 20;
      position: sticky;
      top: 1rem;
    }
    > :not([data-testid='contact-card']) { grid-column: 1; }
  }
`;

export type ProfileViewProps = Omit<ContactCardProps, 'clinic' | 'children'> & {
  clinic: Clinic;
  /** The clinic's local price groups, for the fair-price mark (none on the test profile). */
  local?: LocalPricesResponse;
  /** The Good Faith Estimate dialog, opened from the notice or the phone bar. */
  estimate: { open: boolean; onOpenChange: (open: boolean) => void };
};

/** The whole clinic profile; used by /clinic/:id and /clinic_test/:id alike. */
export function ProfileView({ clinic, local, estimate, onSendMessage, onWebsiteClick }: ProfileViewProps) {
  const say = useContractText();
  const meta = clinicMeta(clinic, { locale: say.locale, say });
  useDocumentMeta(meta.title, meta.description);
  const rest = useAfterFirstPaint();
  const estimable = pricedServices(clinic).length > 0;
  return (
    <>
      <Layout>
        <ClosedNotice closedAt={clinic.closedAt} />
        <ContactCard clinic={clinic} onSendMessage={onSendMessage} onWebsiteClick={onWebsiteClick}>
          <PriceSummary clinic={clinic} local={local} />
        </ContactCard>
        <ProfileImage clinic={clinic} />
        <ProfileHeader clinic={clinic} />
        <Description detail={clinic.detail} />
        {rest && (
          <>
            <ServicesList clinic={clinic} />
            <RequestAppointmentBox clinic={clinic} />
            <EstimateNotice clinic={clinic} dialog={estimate} />
            <InsurancesList clinic={clinic} />
            <DoctorsCarousel doctors={clinic.doctors ?? []} />
            <SpecialtiesList clinic={clinic} />
            <OfficeImages images={clinic.images} clinicName={clinic.detail.name} />
            <HoursTable hours={clinic.hours} />
            <AddressBlock address={clinic.address} />
            <ClinicMap address={clinic.address} />
          </>
        )}
        <ClinicJsonLd clinic={clinic} />
      </Layout>
      {/* After the spec's sections, not one of them. */}
      {rest && <ReportListingButton clinicId={clinic.id} clinicName={clinic.detail.name} />}
      <PhoneActionBar phoneNumber={clinic.detail.phoneNumber} onSendMessage={onSendMessage} onRequestEstimate={estimable ? () => estimate.onOpenChange(true) : undefined} />
    </>
  );
}
