import type { FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { DEFAULT_AREA_LABEL } from '../utils/search-state';
import { YOUR_PLACE } from '../utils/place-text';
import { TextButton } from './results-heading';
import { useMessages } from '#src/messages';

const Line = styled.div`
  flex-basis: 100%;
  font-size: 0.875rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  form { display: inline-flex; gap: 0.25rem; }
  /* A finger's target (24px at least), and 16px type: a phone would zoom in on smaller. */
  button { min-width: 1.75rem; min-height: 1.75rem; }
  input { width: 6rem; min-height: 1.75rem; font: inherit; font-size: 1rem; }
`;

interface Props {
  /** The place distances are measured from, as shown ('Salt Lake City, UT 84101', 'your location'); null when none was given. */
  place: string | null;
  /** Opens the where box. */
  onChange: () => void;
  /** Asks the browser where the visitor is and searches there. */
  onUseLocation: () => void;
  /** Searches near a ZIP code (5 digits: the field lets nothing else be sent). */
  onZip: (zip: string) => void;
}

/**
 * Where the search is looking, under its count: 'near Salt Lake City, UT · change'. With no place
 * given it says the map shows the default area and offers the two quickest ways to a real one.
 */
export function PlaceLine({ place, onChange, onUseLocation, onZip }: Props) {
  const t = useMessages();
  if (place !== null) {
    // The visitor's own position is named in the page's language; a place's label is data.
    const named = place === YOUR_PLACE ? t('place.yourLocation') : place;
    return (
      <Line data-testid="results-place">
        {t('place.near')} {place === YOUR_PLACE ? named : <span translate="no">{named}</span>} ·
        <TextButton type="button" onClick={onChange} aria-label={t('place.changeLabel', { place: named })}>
          {t('place.change')}
        </TextButton>
      </Line>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onZip(String(new FormData(event.currentTarget).get('zip')));
  };
  return (
    <Line data-testid="results-place">
      {t('place.defaultArea')} <span translate="no">{DEFAULT_AREA_LABEL}</span> ·
      <TextButton type="button" onClick={onUseLocation}>
        {t('place.useLocation')}
      </TextButton>
      ·
      <form aria-label={t('place.zipForm')} onSubmit={submit}>
        <input
          name="zip"
          aria-label={t('place.zip')}
          placeholder={t('place.zip')}
          inputMode="numeric"
          autoComplete="postal-code"
          required
          pattern="[0-9]{5}"
          title={t('place.zipTitle')}
        />
        <TextButton type="submit">{t('place.go')}</TextButton>
      </form>
    </Line>
  );
}
