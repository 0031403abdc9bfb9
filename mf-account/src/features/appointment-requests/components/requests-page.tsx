import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { APPOINTMENT_STATES, endpoints, listOwnerAppointments, type AppointmentState } from '@directpay/contracts';
import { PageLoading, Select, theme, useDocumentMeta } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { useMessages } from '../messages';
import { STATE_WORDS } from '../lib/request-words';
import { RequestItem } from './request-item';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem;
  margin-bottom: 1rem;
  label { font-weight: 700; display: block; margin-bottom: 0.25rem; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  > li { border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius}; padding: 0.75rem 1rem; min-width: 0; display: grid; gap: 0.4rem; overflow-wrap: anywhere; }
  h2 { margin: 0; font-size: 1.125rem; }
  p { margin: 0; }
  .meta { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
  .windows { margin: 0; padding-left: 1.25rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

/** The owner's local today; a time is only marked kept or missed once its day has come. */
const localToday = () => new Date().toLocaleDateString('en-CA');

/** /account/requests: every appointment request to the account's clinics, newest first, by clinic and state. */
export function RequestsPage() {
  const t = useMessages();
  useDocumentMeta(t('title'));
  const [clinicId, setClinicId] = useState('');
  const [state, setState] = useState<AppointmentState | ''>('');
  const clinics = useEndpointQuery(endpoints.listOwnerClinics, {}, { retry: false });
  const query = useEndpointQuery(listOwnerAppointments, { query: { ...(clinicId ? { clinicId } : {}), ...(state ? { state } : {}) } }, { retry: false });
  const today = localToday();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Filters>
        <div>
          <label htmlFor="requests-clinic">{t('filter.clinic')}</label>
          <Select id="requests-clinic" value={clinicId} onChange={(e) => setClinicId(e.target.value)}>
            <option value="">{t('filter.allClinics')}</option>
            {(clinics.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.id} translate="no">
                {c.detail.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="requests-state">{t('filter.state')}</label>
          <Select id="requests-state" value={state} onChange={(e) => setState(e.target.value as AppointmentState | '')}>
            <option value="">{t('filter.allStates')}</option>
            {APPOINTMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(STATE_WORDS[s])}
              </option>
            ))}
          </Select>
        </div>
      </Filters>
      {query.isPending && <PageLoading />}
      {query.isError && <p role="alert">{t('loadFailed', { message: query.error.message })}</p>}
      {query.data && query.data.results.length === 0 && <p>{t('none')}</p>}
      {query.data && query.data.results.length > 0 && (
        <List aria-label={t('listLabel')}>
          {query.data.results.map((request) => (
            <RequestItem key={request.id} request={request} today={today} />
          ))}
        </List>
      )}
    </>
  );
}
