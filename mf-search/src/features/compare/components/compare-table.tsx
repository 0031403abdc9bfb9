import { Link } from '@directpay/shared-ui/routing';
import styled from '@directpay/shared-ui/styled';
import { fairPriceMark, parsePrice, type ComparedClinic } from '@directpay/contracts';
import { Button, media, theme } from '@directpay/shared-ui';
import { isOpenAt, ServiceBundle, ServiceCode } from '@directpay/shared-ui/remote-ui';
import { useFormat } from '@directpay/shared-ui/i18n';
import { useContractText } from '@directpay/shared-ui/contract-text';
import { useMessages } from '#src/messages';
import { compareRows, confirmedLabel, milesLabel, type PriceRow } from '../utils/compare-rows';
import { YOUR_PLACE } from '#src/features/search/utils/place-text';

// Scrolls sideways on a phone with the row labels kept in view (sticky first column).
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  th, td { padding: 0.6rem 0.75rem; border-bottom: 1px solid ${theme.colors.border}; text-align: left; vertical-align: top; min-width: 10rem; }
  thead th { font-size: 1rem; }
  thead th a { color: ${theme.colors.brandDark}; }
  thead th span { display: block; font-weight: 400; font-size: 0.875rem; color: ${theme.colors.muted}; }
  th[scope='row'], thead td { position: sticky; left: 0; z-index: 1; background: ${theme.colors.subtle}; font-weight: 700; min-width: 9rem; max-width: 12rem; }
  tr.section th { background: ${theme.colors.surface}; font-size: 1rem; padding-top: 1rem; }
  th[scope='row'] > span { display: block; font-size: 0.75rem; color: ${theme.colors.muted}; }
  td > span { display: block; }
  td > span, td > div { margin-top: 0.25rem; }
  td > .mark { font-size: 0.875rem; }
  td > .no-place { max-width: 10rem; margin-top: 0; }
  td > .mark small { display: block; color: ${theme.colors.muted}; font-size: 0.75rem; }
  thead th button { margin-top: 0.35rem; padding: 0.2rem 0.5rem; font-size: 0.875rem; }
  ${media.mobile} {
    th, td { min-width: 8.5rem; }
    th[scope='row'], thead td { min-width: 7rem; max-width: 8rem; }
  }
`;

const Lowest = styled.strong`
  display: inline-block;
  margin-left: 0.4rem;
  padding: 0 0.4rem;
  border-radius: 999px;
  background: ${theme.colors.success};
  color: #fff;
  font-size: 0.75rem;
`;

/** The fair-price mark of a clinic's price for a row's service, against the median around that clinic. */
function FairPrice({ clinic, row, price, radiusKm }: { clinic: ComparedClinic; row: PriceRow; price: string; radiusKm: number }) {
  const say = useContractText();
  const figures = clinic.medians.find((m) => m.service === row.description);
  const amount = parsePrice(price);
  const mark = figures && amount !== undefined ? fairPriceMark(amount, figures, radiusKm) : null;
  if (!mark) return null;
  return (
    <span className="mark" data-testid="fair-price" data-position={mark.position}>
      {say(mark.labelText)} <small>{say(mark.basisText)}</small>
    </span>
  );
}

/** Each clinic's price, its fair-price mark, its code when the row names none, and what that price includes and leaves out. */
function PriceCells({ row, clinics, radiusKm }: { row: PriceRow; clinics: ComparedClinic[]; radiusKm: number }) {
  const t = useMessages();
  const f = useFormat();
  return (
    <>
      {row.prices.map((price, i) => {
        const lowest = row.lowest.includes(i);
        const service = row.services[i];
        return (
          <td key={i} data-lowest={lowest || undefined}>
            {price === null ? '—' : f.price(price)}
            {lowest && <Lowest>{t('compare.lowest')}</Lowest>}
            {price !== null && <FairPrice clinic={clinics[i]} row={row} price={price} radiusKm={radiusKm} />}
            {service && !row.code && <ServiceCode service={service} />}
            {service && <ServiceBundle service={service} />}
          </td>
        );
      })}
    </>
  );
}

/** A row's service, with the code every clinic pricing it gives. */
function RowHeader({ row }: { row: PriceRow }) {
  return (
    <th scope="row">
      <span translate="no">{row.description}</span>
      {row.code && (
        <>
          {' '}
          <span data-testid="service-code">{row.code}</span>
        </>
      )}
    </th>
  );
}

interface Props {
  clinics: ComparedClinic[];
  /** The searched place's label, for the distance row. */
  where?: string;
  /** Whether a place is known: without one, the distance row asks for a ZIP. */
  placeKnown: boolean;
  now: Date;
  /** How far each clinic's area reaches for the fair-price mark. */
  radiusKm: number;
  /** Takes a clinic out of the comparison; absent when two are left (fewer is no comparison). */
  onRemove?: (id: string) => void;
}

/** The clinics side by side: one column each, one row per fact. */
export function CompareTable({ clinics, where, placeKnown, now, radiusKm, onRemove }: Props) {
  const say = useContractText();
  const t = useMessages();
  const { shared, others } = compareRows(clinics);
  // A searched place's label is data: the words before it come from the catalog.
  const distanceRow = !where ? (
    t('compare.distance')
  ) : where.toLowerCase() === YOUR_PLACE ? (
    t('compare.distanceFromYou')
  ) : (
    <>
      {t('compare.distanceFrom')} <span translate="no">{where}</span>
    </>
  );
  const span = clinics.length + 1;
  return (
    <Scroll role="region" aria-label={t('compare.region')} tabIndex={0}>
      <Table>
        {/* The clinics' names with the catalog's words, already in the page's language. */}
        <caption className="visually-hidden" translate="no">
          {t('compare.caption', { names: clinics.map((c) => c.name).join(', ') })}
        </caption>
        <thead>
          <tr>
            <td />
            {clinics.map((c) => (
              <th key={c.id} scope="col">
                <Link to={`/clinic/${encodeURIComponent(c.id)}`} translate="no">
                  {c.name}
                </Link>
                <span translate="no">{[c.cityTown, c.state].filter((s) => s.trim()).join(', ')}</span>
                {onRemove && (
                  <Button $variant="secondary" onClick={() => onRemove(c.id)} aria-label={t('compare.removeLabel', { name: c.name })}>
                    {t('compare.remove')}
                  </Button>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{distanceRow}</th>
            {placeKnown ? (
              clinics.map((c) => <td key={c.id}>{c.distanceKm === null ? '—' : milesLabel(c.distanceKm)}</td>)
            ) : (
              <td colSpan={clinics.length}>
                {/* Narrow enough to be read whole beside the row labels on a phone. */}
                <span className="no-place">{t('compare.enterZip')}</span>
              </td>
            )}
          </tr>
          <tr>
            <th scope="row">{t('compare.newPatients')}</th>
            {clinics.map((c) => (
              <td key={c.id}>{c.acceptingNewPatients ? t('compare.yes') : t('compare.no')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.openNowRow')}</th>
            {clinics.map((c) => (
              <td key={c.id}>{isOpenAt(c.hours, now) ? t('compare.openNow') : t('compare.closedNow')}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('compare.confirmedRow')}</th>
            {clinics.map((c) => (
              <td key={c.id}>{confirmedLabel(c.pricesConfirmedAt, c.pricesFromFile, say)}</td>
            ))}
          </tr>
          <tr className="section">
            <th scope="colgroup" colSpan={span}>
              {t('compare.cashPrices')}
            </th>
          </tr>
          {shared.length === 0 && (
            <tr>
              <td colSpan={span}>{t('compare.noneShared')}</td>
            </tr>
          )}
          {shared.map((row) => (
            <tr key={row.description} data-testid="shared-price">
              <RowHeader row={row} />
              <PriceCells row={row} clinics={clinics} radiusKm={radiusKm} />
            </tr>
          ))}
          {others.length > 0 && (
            <tr className="section">
              <th scope="colgroup" colSpan={span}>
                {t('compare.others')}
              </th>
            </tr>
          )}
          {others.map((row) => (
            <tr key={row.description}>
              <RowHeader row={row} />
              <PriceCells row={row} clinics={clinics} radiusKm={radiusKm} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
