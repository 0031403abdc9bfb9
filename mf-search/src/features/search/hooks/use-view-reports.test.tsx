import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from '@directpay/shared-ui/routing';
import type { MapView } from '#src/features/map/utils/map-view';
import { useSearchState } from './use-search-state';
import { useViewReports } from './use-view-reports';

const START = '/search?category=1&lat=40.76&lng=-111.89&zoom=12';
const bounds = { west: 0, south: 0, east: 1, north: 1 };
const view = (lat: number, lng: number, zoom: number): MapView => ({ lat, lng, zoom, bounds });

let page: { report: (v: MapView) => void; markStep: () => void; back: () => void };

/** The search page's wiring: the URL's search state, the map's reports written into it, and Back. */
function Search() {
  const search = useSearchState();
  const { report, markStep } = useViewReports(search.setView);
  const navigate = useNavigate();
  const location = useLocation();
  page = { report, markStep, back: () => navigate(-1) };
  const { lat, lng, zoom } = search.state;
  return <p data-testid="view">{`${location.pathname} ${lat},${lng},${zoom}`}</p>;
}

function open() {
  render(
    <MemoryRouter initialEntries={['/', START]}>
      <Search />
    </MemoryRouter>,
  );
}
const shown = () => screen.getByTestId('view').textContent;
const perform = (f: () => void) => act(() => f());

test('a pan replaces the entry: Back leaves the search', () => {
  open();
  perform(() => page.report(view(41, -111, 12)));
  expect(shown()).toBe('/search 41,-111,12');
  perform(() => page.back());
  expect(shown()).toMatch(/^\/ /);
});

test('Show all is a step of its own: Back returns to the area before it', () => {
  open();
  perform(() => page.markStep());
  perform(() => page.report(view(39, -110, 7)));
  expect(shown()).toBe('/search 39,-110,7');
  perform(() => page.back());
  expect(shown()).toBe('/search 40.76,-111.89,12');
});

test('a report of the view the URL holds, between Show all and its fit, does not use up the step', () => {
  open();
  perform(() => page.markStep());
  // The map settles where it already was just after the click: nothing moves.
  perform(() => page.report(view(40.76, -111.89, 12)));
  expect(shown()).toBe('/search 40.76,-111.89,12');
  // Then the fit arrives: that is the step Back undoes.
  perform(() => page.report(view(39, -110, 7)));
  expect(shown()).toBe('/search 39,-110,7');
  perform(() => page.back());
  expect(shown()).toBe('/search 40.76,-111.89,12');
});

test('the step is taken once: a pan after the fit replaces it', () => {
  open();
  perform(() => page.markStep());
  perform(() => page.report(view(39, -110, 7)));
  perform(() => page.report(view(39.5, -110, 7)));
  expect(shown()).toBe('/search 39.5,-110,7');
  perform(() => page.back());
  expect(shown()).toBe('/search 40.76,-111.89,12');
});
