import { fireEvent, render, screen } from '@testing-library/react';
import { placeName } from '../utils/place-text';
import { PlaceLine } from './place-line';
import { ResultsHeading } from './results-heading';

const calls = () => ({ onChange: jest.fn(), onUseLocation: jest.fn(), onZip: jest.fn() });

function heading(place: string | null, handlers = calls()) {
  render(
    <ResultsHeading total={12} overall={30} scope="Chiropractic" failed={false} onShowAll={() => undefined}>
      <PlaceLine place={place} {...handlers} />
    </ResultsHeading>,
  );
  return handlers;
}

test('the heading names the place the search measures from, with a way to change it', () => {
  const handlers = heading('Salt Lake City, UT');
  expect(screen.getByTestId('results-place').textContent).toBe('near Salt Lake City, UT ·change');
  fireEvent.click(screen.getByRole('button', { name: 'Change the place (Salt Lake City, UT)' }));
  expect(handlers.onChange).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
});

test('with no place it says the map shows the default area and offers the location and a ZIP code', () => {
  const handlers = heading(null);
  expect(screen.getByTestId('results-place').textContent).toMatch(/^Showing the default area, Salt Lake City, UT ·Use my location·/);
  fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(handlers.onUseLocation).toHaveBeenCalledTimes(1);

  const zip = screen.getByRole('textbox', { name: 'ZIP code' });
  fireEvent.change(zip, { target: { value: 'Provo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  // The browser refuses to send what is no ZIP code.
  expect(handlers.onZip).not.toHaveBeenCalled();
  expect((zip as HTMLInputElement).validity.valid).toBe(false);

  fireEvent.change(zip, { target: { value: '84101' } });
  fireEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(handlers.onZip).toHaveBeenCalledWith('84101');
});

test('the place is the chosen one, else the browser\'s location, else none', () => {
  const point = { lat: 40.76, lng: -111.89 };
  expect(placeName(point, 'Salt Lake City, UT 84101', null)).toBe('Salt Lake City, UT 84101');
  expect(placeName(point, 'Your location', null)).toBe('your location');
  expect(placeName(point, '', null)).toBe('your location');
  expect(placeName(null, '', point)).toBe('your location');
  expect(placeName(null, 'Denver', null)).toBeNull();
});
