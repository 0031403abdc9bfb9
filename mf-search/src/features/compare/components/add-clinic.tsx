import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { searchClinics, type ComparedClinic, type LatLng } from '@directpay/contracts';
import { Button, Select, theme } from '@directpay/shared-ui';
import { useEndpointQuery } from '@directpay/shared-ui/query';
import { milesLabel } from '../utils/compare-rows';
import { useMessages } from '#src/messages';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem;
  label { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 14rem; min-width: 0; font-weight: 700; font-size: 0.875rem; color: ${theme.colors.muted}; }
`;

/** How many of the category's nearest clinics are offered. */
const OFFERED = 10;

interface Props {
  clinics: ComparedClinic[];
  /** The searched place, else the first clinic's: the offered clinics are the nearest to it. */
  near: LatLng | undefined;
  onAdd: (clinic: { id: string; name: string }) => void;
}

/**
 * "Add a clinic": the nearest clinics of the first clinic's category not
 * compared yet, one request when the page has room for another clinic.
 */
export function AddClinic({ clinics, near, onAdd }: Props) {
  const t = useMessages();
  const first = clinics[0];
  const point = near ?? (first.latitude !== null && first.longitude !== null ? { lat: first.latitude, lng: first.longitude } : undefined);
  const query = {
    categoryId: first.categoryId,
    limit: OFFERED + clinics.length,
    ...(point ? { near: `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`, sort: 'distance' as const } : {}),
  };
  const found = useEndpointQuery(searchClinics, { query }, { staleTime: 60_000, retry: 1 });
  const offered = (found.data?.results ?? []).filter((c) => !clinics.some((k) => k.id === c.id)).slice(0, OFFERED);
  const [chosen, setChosen] = useState('');
  const pick = offered.find((c) => c.id === chosen) ?? offered[0];
  if (offered.length === 0) return null;
  return (
    <Form
      aria-label={t('add.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (pick) onAdd({ id: pick.id, name: pick.name });
      }}
    >
      <label>
        {t('add.label')}
        <Select translate="no" value={pick?.id ?? ''} onChange={(event) => setChosen(event.target.value)}>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} · {c.cityTown}, {c.state}
              {c.distanceKm !== undefined ? ` · ${milesLabel(c.distanceKm)}` : ''}
            </option>
          ))}
        </Select>
      </label>
      <Button type="submit">{t('add.submit')}</Button>
    </Form>
  );
}
