import type { FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { DEFAULT_AREA_LABEL } from '../utils/search-state';
import { placeLineText } from '../utils/place-text';
import { TextButton } from './results-heading';

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
  if (place !== null) {
    return (
      <Line data-testid="results-place">
        {placeLineText(place)} ·
        <TextButton type="button" onClick={onChange} aria-label={`Change the place (${place})`}>
          change
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
      Showing the default area, {DEFAULT_AREA_LABEL} ·
      <TextButton type="button" onClick={onUseLocation}>
        Use my location
      </TextButton>
      ·
      <form aria-label="Search near a ZIP code" onSubmit={submit}>
        <input name="zip" aria-label="ZIP code" placeholder="ZIP code" inputMode="numeric" autoComplete="postal-code" required pattern="[0-9]{5}" title="A 5-digit ZIP code" />
        <TextButton type="submit">Go</TextButton>
      </form>
    </Line>
  );
}
