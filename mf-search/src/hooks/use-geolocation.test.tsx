import { act, render, screen } from '@testing-library/react';
import { useGeolocation } from './use-geolocation';

function Where() {
  const { position, status } = useGeolocation();
  return <p>{status === 'granted' && position ? `at ${position.lat},${position.lng}` : status}</p>;
}

/** The browser's location service, answering with a place (jsdom has none). */
function giveLocation() {
  const getCurrentPosition = jest.fn((success: PositionCallback) => success({ coords: { latitude: 40.7, longitude: -74 } } as GeolocationPosition));
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

test('asks for the location in a task after the one that commits the page, then shows it', async () => {
  const ask = giveLocation();
  render(<Where />);
  // Effects have run (render flushes them) and the browser has not been asked yet.
  expect(ask).not.toHaveBeenCalled();
  expect(screen.getByText('asking')).toBeTruthy();
  await nextTask();
  expect(ask).toHaveBeenCalledTimes(1);
  expect(screen.getByText('at 40.7,-74')).toBeTruthy();
});

test('a page left before the location is asked for never asks', async () => {
  const ask = giveLocation();
  const { unmount } = render(<Where />);
  unmount();
  await nextTask();
  expect(ask).not.toHaveBeenCalled();
});
