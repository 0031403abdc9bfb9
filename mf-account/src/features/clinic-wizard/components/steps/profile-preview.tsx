import styled from '@directpay/shared-ui/styled';
import { pricedServices, sortedNames, theme } from '@directpay/shared-ui';
import { formatPhone, ServiceCode, useHoursFormat } from '@directpay/shared-ui/remote-ui';
import { cityState, findCategory, normaliseWebsite } from '@directpay/contracts';
import type { ClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { draftToPayload } from '#src/features/clinic-wizard/lib/to-payload';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { useMessages } from '#src/features/clinic-wizard/messages';

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
  const t = useMessages();
  const f = useFormat();
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
  const place = cityState(address);
  // Spanish pages show the owner's Spanish description when there is one, as the profile does.
  const description = (t.locale === 'es' && detail.descriptionEs?.trim()) || detail.description;
  return (
    <Card aria-labelledby="profile-preview-title" data-testid="profile-preview">
      <p className="muted">{t('preview.label')}</p>
      {first && <Hero src={first.preview} alt={t('preview.imageAlt', { name: detail.name })} />}
      <h4 id="profile-preview-title" translate="no">
        {detail.name}
      </h4>
      <p className="muted">
        {category && say.category(category.id)}
        {category && place && ' · '}
        {place && <span translate="no">{place}</span>}
      </p>
      {street && <p translate="no">{street}</p>}
      <p className="accepting">{detail.acceptingNewPatients ? t('preview.accepting') : t('preview.notAccepting')}</p>
      {detail.phoneNumber && <p translate="no">{formatPhone(detail.phoneNumber)}</p>}
      {website && <p translate="no">{website}</p>}
      {description.trim() && (
        <p translate="no" data-testid="profile-preview-description">
          {description}
        </p>
      )}
      <h5>{t('preview.services')}</h5>
      {prices.length === 0 ? (
        <p className="muted">{t('preview.noPrices')}</p>
      ) : (
        <Prices aria-label={t('preview.pricesLabel')}>
          {prices.map((service, i) => (
            <li key={`${i}-${service.description}`}>
              <span>
                <span translate="no">{service.description}</span> <ServiceCode service={service} />
              </span>
              <strong>{f.price(service.price)}</strong>
            </li>
          ))}
        </Prices>
      )}
      {insurances.length > 0 && (
        <>
          <h5>{t('preview.insurances')}</h5>
          <p translate="no">{insurances.join(', ')}</p>
        </>
      )}
      {specialties.length > 0 && (
        <>
          <h5>{t('preview.specialties')}</h5>
          <p translate="no">{specialties.join(', ')}</p>
        </>
      )}
      <h5>{t('preview.hours')}</h5>
      <Hours aria-label={t('preview.hours')}>
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
