import { useState, type FormEvent } from 'react';
import styled from '@directpay/shared-ui/styled';
import { isZip } from '@directpay/contracts';
import { notify, theme } from '@directpay/shared-ui';
import { DEFAULT_AREA_LABEL } from '../utils/search-state';
import { placeLineText } from '../utils/place-text';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  color: ${theme.colors.text};
  form { display: inline-flex; align-items: center; gap: 0.25rem; }
  input {
    width: 5.5rem;
    min-height: 2rem;
    padding: 0.125rem 0.5rem;
    font: inherit;
    border: 1px solid #6b7280;
    border-radius: ${theme.radius};
  }
`;

/** A text-sized button, as the heading's Show all. */
const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  color: ${theme.colors.brandDark};
  text-decoration: underline;
  cursor: pointer;
  min-height: 2rem;
`;

export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code.';

interface Props {
  /** The place distances are measured from, as shown ('Salt Lake City, UT 84101', 'your location'); null when none was given. */
  place: string | null;
  /** Opens the where box. */
  onChange: () => void;
  /** Asks the browser where the visitor is and searches there. */
  onUseLocation: () => void;
  /** Searches near a ZIP code (5 digits). */
  onZip: (zip: string) => void;
}

/**
 * Where the search is looking, under its count: 'near Salt Lake City, UT · change'. With no place
 * given it says the map shows the default area and offers the two quickest ways to a real one.
 */
export function PlaceLine({ place, onChange, onUseLocation, onZip }: Props) {
  const [zipError, setZipError] = useState(false);
  if (place !== null) {
    return (
      <Line data-testid="results-place">
        <span>{placeLineText(place)}</span>
        <span aria-hidden="true">·</span>
        <LinkButton type="button" onClick={onChange} aria-label={`Change the place (${place})`}>
          change
        </LinkButton>
      </Line>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const zip = String(new FormData(event.currentTarget).get('zip') ?? '').trim();
    if (!isZip(zip)) {
      setZipError(true);
      return notify.info(ZIP_MESSAGE);
    }
    onZip(zip);
  };
  return (
    <Line data-testid="results-place">
      <span>Showing the default area, {DEFAULT_AREA_LABEL}</span>
      <span aria-hidden="true">·</span>
      <LinkButton type="button" onClick={onUseLocation}>
        Use my location
      </LinkButton>
      <span aria-hidden="true">·</span>
      <form aria-label="Search near a ZIP code" onSubmit={submit}>
        <input
          name="zip"
          aria-label="ZIP code"
          placeholder="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          aria-invalid={zipError || undefined}
          onChange={() => setZipError(false)}
        />
        <LinkButton type="submit">Go</LinkButton>
      </form>
    </Line>
  );
}
