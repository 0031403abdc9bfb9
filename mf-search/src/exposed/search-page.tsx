import { memo, startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { afterNextPaint, Page, useDocumentMeta } from '@directpay/shared-ui';
import { ApiQueryProvider, endpointKey, useApiQueryClient } from '@directpay/shared-ui/query';
import { Columns, ListColumn, MobilePage, SheetTop, Toolbar } from '../app/layout';
import { useWhereParam } from '../app/use-where-param';
import { MarkersMap } from '../features/map/components/markers-map';
import { initialView, isMeasured, type BoxSize } from '../features/map/utils/initial-bounds';
import { nearlyEqual, type MapView } from '../features/map/utils/map-view';
import { useMarkers, type MarkersFor } from '../features/map/hooks/use-markers';
import { BottomSheet } from '../features/search/components/bottom-sheet';
import { ClinicList } from '../features/search/components/clinic-list';
import { CompareBar } from '../features/search/components/compare-bar';
import { CodeBox } from '../features/search/components/code-box';
import { FilterSelects } from '../features/search/components/filter-selects';
import { FiltersPanel } from '../features/search/components/filters-panel';
import { PlaceLine } from '../features/search/components/place-line';
import { PriceRangeLine } from '../features/search/components/price-range-line';
import { ResultsHeading } from '../features/search/components/results-heading';
import { SortSelect } from '../features/search/components/sort-select';
import { WhereBox } from '../features/search/components/where-box';
import { useClinicPages } from '../features/search/hooks/use-clinic-pages';
import { usePlaceActions } from '../features/search/hooks/use-place-actions';
import { useSearchState } from '../features/search/hooks/use-search-state';
import { useViewReports } from '../features/search/hooks/use-view-reports';
import { areaOf, PAGE_SIZE, phoneMapBoxNow, type Area } from '../features/search/first-search';
import { ALL_SERVICES, getClinicMarkers, searchClinics } from '@directpay/contracts';
import { useContractText } from '@directpay/shared-ui/i18n';
import { codeName } from '../features/search/utils/labels';
import { placeName } from '../features/search/utils/place-text';
import { MIN_ZOOM } from '../features/search/utils/search-state';
import { useGeolocation } from '../hooks/use-geolocation';
import { PHONE_QUERY, useIsMobile } from '../hooks/use-is-mobile';
import { useStableCallback } from '../hooks/use-stable-callback';
import { YOUR_LOCATION, YOUR_PLACE } from '../features/search/utils/place-text';
import { useMessages } from '#src/messages';

// The page's controls and lines that change only with their own props: an answer from the API
// (the list's, the markers') or a map move redraws the heading and what it feeds, not the search
// box, the filters or the sort (each such answer is an urgent render of this screen).
const QuietWhereBox = memo(WhereBox);
const QuietFiltersPanel = memo(FiltersPanel);
const QuietFilterSelects = memo(FilterSelects);
const QuietCodeBox = memo(CodeBox);
const QuietSortSelect = memo(SortSelect);
const QuietPriceRangeLine = memo(PriceRangeLine);
const QuietPlaceLine = memo(PlaceLine);
const QuietCompareBar = memo(CompareBar);

/** How long the map waits for the first card's picture before it is drawn anyway. */
const FIRST_PICTURE_WAIT_MS = 2_000;

// The list, places, the map's markers and its cards all go through shared-ui's endpoint hooks and the
// page-wide query client the host (or the standalone shell) provides; see shared-ui's README.

/** The heading, with how many clinics the search has in all: the map's count ("30 in all"). */
function HeadingWithOverall({ markersFor, ...props }: Omit<ComponentProps<typeof ResultsHeading>, 'overall'> & { markersFor: MarkersFor }) {
  const { total } = useMarkers(markersFor);
  return <ResultsHeading {...props} overall={total} />;
}

function SearchScreen() {
  const t = useMessages();
  useDocumentMeta(t('meta.search.title'), t('meta.search.description'));
  const search = useSearchState();
  const { state } = search;
  useWhereParam(search);
  const mobile = useIsMobile();
  const geo = useGeolocation();
  // The area the map last reported, with the view it was reported at. A new
  // place or Back moves the URL first and the map a moment later: until the map
  // reports the new view, the old area is not the one the visitor asked for.
  const [reported, setReported] = useState<Area | null>(null);
  // Until the map first reports, the page works the area out itself, as Leaflet
  // will report it: from the URL's view and the map box's size, measured before
  // the first paint (on a phone, at its layout: clinic-map.tsx). So the list's first
  // request need not wait for Leaflet to download and mount, and the map's first
  // report is the same area: the same query, no second request. A report that
  // differs (the box was resized) wins, as every later one does.
  // On a phone the box is known from the window alone, so the list's request leaves with the first
  // render (the page's HTML may have sent it already: src/early/); the measured box then arrives
  // as a transition, in short slices, rather than re-rendering the page inside the task that
  // commits it. On a desktop this update is what sends the list's request, which must leave
  // before the map's code: it stays synchronous.
  const [mapBox, setMapBox] = useState<BoxSize | null>(() => (window.matchMedia(PHONE_QUERY).matches ? phoneMapBoxNow() : null));
  const reportBox = useCallback((size: BoxSize) => (mobile ? startTransition(() => setMapBox(size)) : setMapBox(size)), [mobile]);
  const firstArea = useMemo(
    () => (reported === null && isMeasured(mapBox) ? areaOf(initialView(state.lat, state.lng, state.zoom, mapBox)) : null),
    [reported, mapBox, state.lat, state.lng, state.zoom],
  );
  const area = reported ?? firstArea;
  const listRef = useRef<HTMLElement>(null);
  const apiQueries = useApiQueryClient();
  const [fitAllRequest, setFitAllRequest] = useState(0);

  const origin = state.near ?? geo.position;
  const areaIsCurrent = area !== null && nearlyEqual(area.lat, state.lat) && nearlyEqual(area.lng, state.lng) && area.zoom === state.zoom;
  // One object per set of filters: the memoised controls below take it as a prop.
  const filters = useMemo(() => ({ categoryId: state.categoryId, service: state.service, code: state.code }), [state.categoryId, state.service, state.code]);
  const pages = useClinicPages(
    areaIsCurrent && !search.waitingForPlace ? { ...filters, sort: state.sort, bbox: area.bbox, origin, limit: mobile ? PAGE_SIZE.mobile : PAGE_SIZE.desktop } : null,
  );

  // The list is what a visitor reads first: the map (its tiles, its clusters for the
  // viewport, Leaflet) waits until the list's first page is drawn with its first card's
  // picture, the page's largest paint on a phone, so none of it competes with them for
  // the line or the API; after that both load together. A picture that does not answer
  // holds the map back FIRST_PICTURE_WAIT_MS at most.
  const [listSettled, setListSettled] = useState(false);
  // Mounting the map is the page's largest piece of work after the cards: it renders
  // in short slices (a transition), so a tap or a scroll is never held up behind it.
  const settle = useCallback(() => startTransition(() => setListSettled(true)), []);
  // Only a drawn card reports its picture, so the list has its first page by then.
  const firstPictureDone = useCallback(() => {
    afterNextPaint(settle);
  }, [settle]);
  const nothingToPicture = !pages.loading && (pages.failed || pages.clinics.length === 0);
  useEffect(() => {
    if (nothingToPicture) settle();
  }, [nothingToPicture, settle]);
  useEffect(() => {
    if (pages.loading || listSettled) return undefined;
    const timer = setTimeout(settle, FIRST_PICTURE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pages.loading, listSettled, settle]);
  // The cards render in short slices too: an answer from the API arrives as an urgent
  // update (the query's store), which redraws the heading at once and the cards
  // after it, as a transition that yields to the browser every few milliseconds.
  const shownPages = useDeferredValue(pages);
  const clearService = useStableCallback(() => search.setService(ALL_SERVICES));
  const clearCode = useStableCallback(() => search.setCode(''));
  const setCode = useStableCallback(search.setCode);
  const setPlace = useStableCallback(search.setPlace);
  const applyFilters = useStableCallback(search.applyFilters);
  const setCategory = useStableCallback(search.setCategory);
  const setService = useStableCallback(search.setService);
  const setSort = useStableCallback((sort: Parameters<typeof search.setSort>[0]) => search.setSort(sort, geo.position));
  const zoomOut = useStableCallback(() => search.setView(state.lat, state.lng, Math.max(MIN_ZOOM, state.zoom - 2)));
  // The map's clusters and clinics are asked for by the map and the heading, each its own
  // component, so their answer redraws those two and not this screen (markers-map.tsx).
  const markersFor: MarkersFor = { ...filters, view: area, enabled: listSettled };
  // The map is drawn after the list's first page (the first card's picture is the
  // page's largest paint), or at once when its box could not be measured, as then
  // only the map can say which area it shows.
  const mountMap = listSettled || (mapBox !== null && !isMeasured(mapBox));

  // A new category or code starts at the top of the list.
  useEffect(() => {
    listRef.current?.scrollTo?.({ top: 0 });
  }, [state.categoryId, state.code]);

  // Show all is a step the visitor takes, so Back undoes it; other map moves replace the entry.
  const viewReports = useViewReports(search.setView);
  const showAll = () => {
    viewReports.markStep();
    setFitAllRequest((n) => n + 1);
  };
  const { report } = viewReports;
  const onView = useCallback(
    (view: MapView) => {
      setReported(areaOf(view));
      report(view);
    },
    [report],
  );

  // One Retry brings back whatever failed while the API was away: the list and the map's markers.
  const retry = useCallback(() => {
    void apiQueries.refetchQueries({ queryKey: endpointKey(searchClinics), type: 'active' });
    void apiQueries.refetchQueries({ queryKey: endpointKey(getClinicMarkers), type: 'active' });
  }, [apiQueries]);

  const placeActions = usePlaceActions(setPlace, geo.locate);
  const say = useContractText();
  const place = search.waitingForPlace ? state.where : placeName(state.near, state.where, geo.position);
  const scope = [state.categoryId === null ? '' : say.category(state.categoryId), state.code ? codeName(state.code) : ''].filter(Boolean).join(' · ');
  const heading = (
    <>
      <HeadingWithOverall
        markersFor={markersFor}
        total={pages.loading ? null : pages.total}
        capped={pages.totalCapped}
        scope={scope}
        failed={pages.failed}
        onShowAll={showAll}
      >
        <QuietPlaceLine place={place} onChange={placeActions.change} onUseLocation={placeActions.useLocation} onZip={placeActions.zip} />
      </HeadingWithOverall>
      <QuietPriceRangeLine categoryId={state.categoryId} service={state.service} bbox={areaIsCurrent && !search.waitingForPlace ? area.bbox : null} />
      <QuietCompareBar near={origin} where={state.near ? state.where : origin ? YOUR_PLACE : undefined} />
    </>
  );
  const sort = <QuietSortSelect sort={state.sort} service={state.service} code={state.code} hasOrigin={origin !== null} onSort={setSort} />;
  const list = (
    <ClinicList
      pages={shownPages}
      onRetry={retry}
      service={state.service}
      code={state.code}
      infinite={!mobile}
      onClearService={clearService}
      onClearCode={clearCode}
      onZoomOut={zoomOut}
      onFirstPicture={firstPictureDone}
    />
  );
  const map = (
    <MarkersMap
      markersFor={markersFor}
      lat={state.lat}
      lng={state.lng}
      zoom={state.zoom}
      mount={mountMap}
      staticFirst={mobile}
      onBoxSize={reportBox}
      onRetry={retry}
      fitAllRequest={fitAllRequest}
      userPosition={geo.position}
      locate={geo.locate}
      onView={onView}
    />
  );
  // The browser's location is named in the page's language; its URL keeps the parameter's own words.
  const whereText = state.where === YOUR_LOCATION ? t('where.yourLocation') : state.where;
  const where = <QuietWhereBox value={whereText} onPlace={setPlace} />;

  if (mobile) {
    return (
      <MobilePage>
        <Toolbar>
          {where}
          <QuietFiltersPanel filters={filters} onApply={applyFilters} />
        </Toolbar>
        {map}
        <BottomSheet label={t('page.clinicList')}>
          <SheetTop>
            {heading}
            {sort}
          </SheetTop>
          {list}
        </BottomSheet>
      </MobilePage>
    );
  }
  return (
    <>
      <Toolbar>
        {where}
        <QuietFilterSelects filters={filters} onCategory={setCategory} onService={setService} />
        <QuietCodeBox code={state.code} onCode={setCode} />
        {sort}
      </Toolbar>
      <Columns>
        <ListColumn ref={listRef} aria-label={t('page.clinicList')}>
          {heading}
          {list}
        </ListColumn>
        {map}
      </Columns>
    </>
  );
}

/** Route entry of /search: filters, the clinic list and the map. */
export default function SearchPage() {
  const mobile = useIsMobile();
  return (
    <ApiQueryProvider>
      <Page $wide data-remote="mf_search" style={mobile ? { padding: 0 } : undefined}>
        <SearchScreen />
      </Page>
    </ApiQueryProvider>
  );
}
