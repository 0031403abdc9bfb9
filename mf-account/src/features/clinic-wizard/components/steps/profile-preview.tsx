import styled from '@directpay/shared-ui/styled';
import { formatPhone, formatPrice, pricedServices, ServiceCode, sortedNames, theme, useHoursFormat } from '@directpay/shared-ui';
import { cityState, findCategory, normaliseWebsite } from '@directpay/contracts';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { draftToPayload } from '#src/features/clinic-wizard/lib/to-payload';
import { useContractText } from '@directpay/shared-ui/i18n';

const Card = styled.section`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  padding: 1rem;
  margin-bottom: 1rem;
  background: ${theme.colors.subtle};
  overflow-wrap: anywhere;
  h4 { margin: 0 0 0.25rem; font-size: 1.25rem; }
  h5 { margin: 1rem 0 0.375rem; font-size: 1rem; }
  p { margin: 0.25rem 0; }
  ul { margin: 0; padding: 0; list-style: none; }
  .muted { color: ${theme.colors.muted}; }
  .accepting { font-weight: 700; color: ${theme.colors.success}; }
`;

const Hero = styled.img`
  width: 100%;
  max-height: 10rem;
  object-fit: cover;
  border-radius: ${theme.radius};
  margin-bottom: 0.75rem;
  display: block;
`;

const Prices = styled.ul`
  li { display: flex; justify-content: space-between; gap: 0.75rem; padding: 0.25rem 0; border-bottom: 1px solid ${theme.colors.border}; }
  strong { white-space: nowrap; }
`;

const Hours = styled.table`
  border-collapse: collapse;
  th, td { text-align: left; padding: 0.125rem 1rem 0.125rem 0; font-weight: 400; }
  th { font-weight: 700; }
`;

/** What a visitor will see of the clinic once it is submitted, from exactly what Submit sends. */
export function ProfilePreview({ draft }: { draft: ClinicDraft }) {
  const { payload } = draftToPayload(draft);
  const hoursFormat = useHoursFormat();
  const say = useContractText();
  const { detail, address } = payload;
  const category = findCategory(payload.categoryId);
  // The profile's header lines: street and suite, then 'city, state zip'.
  const street = [[address.streetAddress, address.suiteUnit].filter(Boolean).join(', '), [cityState(address), address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const website = normaliseWebsite(detail.website) ?? detail.website;
  const prices = pricedServices(payload);
  const insurances = sortedNames(payload.insurances);
  const specialties = sortedNames(payload.specialties);
  const first = draft.images[0];
  return (
    <Card aria-labelledby="profile-preview-title" data-testid="profile-preview">
      <p className="muted">Preview of your public profile</p>
      {first && <Hero src={first.preview} alt={`${detail.name} (profile image)`} />}
      <h4 id="profile-preview-title">{detail.name}</h4>
      <p className="muted">{[category && say.category(category.id), cityState(address)].filter(Boolean).join(' · ')}</p>
      {street && <p>{street}</p>}
      <p className="accepting">{detail.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients now'}</p>
      {detail.phoneNumber && <p>{formatPhone(detail.phoneNumber)}</p>}
      {website && <p>{website}</p>}
      {detail.description.trim() && <p>{detail.description}</p>}
      <h5>Services</h5>
      {prices.length === 0 ? (
        <p className="muted">No priced services: patients will see no prices.</p>
      ) : (
        <Prices aria-label="Services and cash prices">
          {prices.map((service, i) => (
            <li key={`${i}-${service.description}`}>
              <span>
                {service.description} <ServiceCode service={service} />
              </span>
              <strong>{formatPrice(service.price)}</strong>
            </li>
          ))}
        </Prices>
      )}
      {insurances.length > 0 && (
        <>
          <h5>Accepted Insurances</h5>
          <p>{insurances.join(', ')}</p>
        </>
      )}
      {specialties.length > 0 && (
        <>
          <h5>Specialties</h5>
          <p>{specialties.join(', ')}</p>
        </>
      )}
      <h5>Hours</h5>
      <Hours aria-label="Hours">
        <tbody>
          {hoursFormat.weekHours(payload.hours).map(({ day, label, text }) => (
            <tr key={day}>
              <th scope="row">{label}</th>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </Hours>
    </Card>
  );
}
